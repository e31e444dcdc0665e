import type PocketBase from 'pocketbase';
import { z } from 'zod';

/** The member's private calendar addresses (issue 21; pocketbase/hooks/lib/calendar-feeds.ts). */
export const calendarFeedSchema = z.object({
  /** The bookings feed, or null while it is off. */
  url: z.string().nullable(),
  /** Each of the member's listings' feed (booked and blocked days); empty while off. */
  listings: z.array(z.object({ id: z.string(), title: z.string(), url: z.string() })).default([]),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

const PATH = '/api/market/calendar/feed';

/** An address as the browser can open it: a server without a public URL answers a path. */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

function withOrigin(feed: CalendarFeed, origin: string): CalendarFeed {
  return {
    url: feed.url === null ? null : absolute(feed.url, origin),
    listings: feed.listings.map((listing) => ({ ...listing, url: absolute(listing.url, origin) })),
  };
}

/** The addresses; `origin` completes one the server answers as a path (no public URL configured). */
export async function getCalendarFeed(client: PocketBase, origin: string): Promise<CalendarFeed> {
  return withOrigin(calendarFeedSchema.parse(await client.send(PATH, { method: 'GET' })), origin);
}

/** `on`: a new address (the old one stops at once); otherwise the address is turned off. */
export async function setCalendarFeed(client: PocketBase, on: boolean, origin: string): Promise<CalendarFeed> {
  return withOrigin(calendarFeedSchema.parse(await client.send(PATH, { method: 'POST', body: { on } })), origin);
}
