import {
  CALENDAR_MESSAGES,
  dayRuns,
  icalendarText,
  isIsoDate,
  lisbonIsoDate,
  type CalendarEvent,
} from '@partilha/domain';
import type { Actor } from './actor';
import { unauthorized } from './api-errors';
import { notFound } from './booking-api-errors';
import { absoluteBookingUrl } from './booking-mail-templates';
import { personName } from './booking-notices';
import { BOOKED_DAYS, BOOKINGS, LISTINGS, USERS, dayPart, findRecordOrNull, stringListOf } from './booking-records';
import { inMemberLanguage } from './member-language';

/**
 * Private calendar feeds (issue 21): GET /api/market/calendar/{token}.ics is a member's bookings as
 * owner and as renter (approved and completed as confirmed events, pending and negotiating as
 * tentative; rejected and cancelled left out, so a calendar drops them), and
 * GET /api/market/calendar/{token}/listings/{id}.ics one of their listings' booked and blocked days.
 * The token is the secret: a member turns it on, renews it or turns it off from Settings; an
 * unknown or revoked token is 404, like a listing that is not theirs.
 */

const TOKEN_LENGTH = 40;
const FEED_STATUSES = ['approved', 'completed', 'pending', 'negotiating'];
const TENTATIVE = ['pending', 'negotiating'];
/** A feed lists bookings whose last day is at most this long ago, and all ahead. */
const PAST_DAYS = 400;

export const CALENDAR_FEED_PATH = '/api/market/calendar';

function requireMember(actor: Actor): string {
  if (actor.kind !== 'user') throw unauthorized(CALENDAR_MESSAGES.mustBeLoggedIn);
  return actor.id;
}

function feedUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/** What Settings shows: the address, or null when it is off, and the member's listings' addresses. */
export interface CalendarFeedState {
  url: string | null;
  listings: { id: string; title: string; url: string }[];
}

export function calendarFeedState(app: PbApp, actor: Actor, appUrl: string): CalendarFeedState {
  const userId = requireMember(actor);
  const user = app.findRecordById(USERS, userId);
  const token = user.getString('calendarToken');
  if (!token) return { url: null, listings: [] };
  const listings = app.findRecordsByFilter(LISTINGS, 'owner = {:owner}', 'title', 200, 0, { owner: userId });
  return {
    url: feedUrl(appUrl, token),
    listings: listings.map((listing) => ({
      id: listing.id,
      title: listing.getString('title'),
      url: `${appUrl.replace(/\/+$/, '')}${CALENDAR_FEED_PATH}/${token}/listings/${listing.id}.ics`,
    })),
  };
}

/** A new secret (the old address stops at once), or none (`off`). */
export function changeCalendarFeed(app: PbApp, actor: Actor, appUrl: string, on: boolean): CalendarFeedState {
  const userId = requireMember(actor);
  const user = app.findRecordById(USERS, userId);
  user.set('calendarToken', on ? $security.randomString(TOKEN_LENGTH) : '');
  app.save(user);
  return calendarFeedState(app, actor, appUrl);
}

/** The member whose feed a token opens, or 404. */
function memberOfToken(app: PbApp, token: string): PbRecord {
  if (!/^[A-Za-z0-9]{20,64}$/.test(token)) throw notFound(CALENDAR_MESSAGES.notFound);
  try {
    return app.findFirstRecordByFilter(USERS, 'calendarToken = {:token}', { token });
  } catch {
    throw notFound(CALENDAR_MESSAGES.notFound);
  }
}

function icsName(file: string): string {
  return file.endsWith('.ics') ? file.slice(0, -4) : '';
}

/** A booking's events: one per run of consecutive selected days. */
function bookingEvents(app: PbApp, booking: PbRecord, viewerId: string, appUrl: string): CalendarEvent[] {
  const status = booking.getString('status');
  const asOwner = booking.getString('owner') === viewerId;
  const title = booking.getString('listingTitle');
  const summary = asOwner
    ? CALENDAR_MESSAGES.asOwner(title, personName(app, booking.getString('renter'), 'renter'))
    : CALENDAR_MESSAGES.asRenter(title, personName(app, booking.getString('owner'), 'owner'));
  const tentative = TENTATIVE.includes(status);
  const url = absoluteBookingUrl(appUrl, `/account/bookings/${booking.id}`);
  const selected = stringListOf(booking, 'selectedDates').filter(isIsoDate);
  const days = selected.length > 0 ? selected : [dayPart(booking.getString('startDate'))].filter(isIsoDate);
  return dayRuns(days).map((run, index) => ({
    uid: `${booking.id}-${index}@partilha`,
    start: run.start,
    end: run.end,
    summary: tentative ? CALENDAR_MESSAGES.request(summary) : summary,
    description: CALENDAR_MESSAGES.openBooking(url),
    status: tentative ? 'TENTATIVE' : 'CONFIRMED',
    url,
  }));
}

/** `GET /api/market/calendar/{token}.ics`: the member's bookings, in their language. */
export function memberCalendar(app: PbApp, file: string, appUrl: string, now: Date): string {
  const member = memberOfToken(app, icsName(file));
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000).toISOString().slice(0, 10);
  return inMemberLanguage(member, () => {
    const bookings = app.findRecordsByFilter(
      BOOKINGS,
      `(owner = {:id} || renter = {:id}) && (${FEED_STATUSES.map((status) => `status = '${status}'`).join(' || ')}) && endDate >= {:since}`,
      'startDate',
      2000,
      0,
      { id: member.id, since: `${since} 00:00:00.000Z` },
    );
    const events = bookings.flatMap((booking) => bookingEvents(app, booking, member.id, appUrl));
    return icalendarText({ name: CALENDAR_MESSAGES.myBookings, events, stamp: now });
  });
}

/** `GET /api/market/calendar/{token}/listings/{id}.ics`: a listing's booked and blocked days, for its owner. */
export function listingCalendar(app: PbApp, token: string, file: string, appUrl: string, now: Date): string {
  const member = memberOfToken(app, token);
  const listing = findRecordOrNull(app, LISTINGS, icsName(file));
  if (!listing || listing.getString('owner') !== member.id) throw notFound(CALENDAR_MESSAGES.notFound);
  const today = lisbonIsoDate(now);
  return inMemberLanguage(member, () => {
    const booked = app.findRecordsByFilter(BOOKED_DAYS, 'listing = {:listing}', 'day', 5000, 0, {
      listing: listing.id,
    });
    const byBooking = new Map<string, string[]>();
    for (const row of booked) {
      const bookingId = row.getString('booking');
      byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), dayPart(row.getString('day'))]);
    }
    const events: CalendarEvent[] = [];
    for (const [bookingId, days] of byBooking) {
      const booking = findRecordOrNull(app, BOOKINGS, bookingId);
      const renter = booking ? personName(app, booking.getString('renter'), 'renter') : '';
      const url = absoluteBookingUrl(appUrl, `/account/bookings/${bookingId}`);
      dayRuns(days.filter(isIsoDate)).forEach((run, index) =>
        events.push({
          uid: `${bookingId}-${index}@partilha`,
          start: run.start,
          end: run.end,
          summary: CALENDAR_MESSAGES.booked(renter),
          description: CALENDAR_MESSAGES.openBooking(url),
          status: 'CONFIRMED',
          url,
        }),
      );
    }
    const blocked = stringListOf(listing, 'unavailableDates').filter((d) => isIsoDate(d) && d >= today);
    dayRuns(blocked).forEach((run) =>
      events.push({
        uid: `${listing.id}-blocked-${run.start}@partilha`,
        start: run.start,
        end: run.end,
        summary: CALENDAR_MESSAGES.blocked,
        status: 'CONFIRMED',
      }),
    );
    return icalendarText({
      name: CALENDAR_MESSAGES.listingCalendar(listing.getString('title')),
      events,
      stamp: now,
    });
  });
}

/** A feed as calendar apps read it: iCalendar text, never kept by a shared cache. */
export function answerCalendar(e: PbRequestEvent, text: string): void {
  e.response.header().set('Content-Type', 'text/calendar; charset=utf-8');
  e.response.header().set('Cache-Control', 'private, no-store');
  e.string(200, text);
}
