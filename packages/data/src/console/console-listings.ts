import { LISTING_TYPES, type ListingType } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet, consolePost, idSegment } from './console-request';

export const LISTING_MODERATION_STATUSES = ['active', 'suspended'] as const;
export type ListingModerationStatus = (typeof LISTING_MODERATION_STATUSES)[number];

export const consoleListingSchema = z.object({
  id: z.string().min(1),
  title: z.string().catch(''),
  type: z.enum(LISTING_TYPES),
  category: z.string().catch(''),
  price: z.number(),
  city: z.string().catch(''),
  status: z.enum(LISTING_MODERATION_STATUSES).catch('active'),
  ownerSuspended: z.boolean().catch(false),
  suspendedReason: z.string().catch(''),
  owner: z.object({ id: z.string(), displayName: z.string().catch('') }),
  created: z.string(),
  /** The first image's file name, '' when none. */
  image: z.string().catch(''),
});
/** One listing row of the console. */
export type ConsoleListing = z.infer<typeof consoleListingSchema>;

/** Filters of the Listings table. */
export interface ListingFilters {
  /** Substring of the title. */
  q?: string;
  type?: ListingType | '';
  category?: string;
  status?: ListingModerationStatus | '';
  city?: string;
  /** A member id. */
  owner?: string;
}

export function listingsQuery(filters: ListingFilters) {
  const { q, type, category, status, city, owner } = filters;
  return { q, type, category, status, city, owner };
}

const pageSchema = consolePageSchema(consoleListingSchema);

/** `GET /api/console/listings`. */
export function listConsoleListings(
  client: PocketBase,
  filters: ListingFilters,
  page: PageRequest = {},
): Promise<ConsolePage<ConsoleListing>> {
  return consoleGet(client, '/api/console/listings', pageSchema, { ...listingsQuery(filters), ...page });
}

/** Suspends (`true`) or restores a listing; audited with the reason. */
export function setListingSuspension(
  client: PocketBase,
  id: string,
  suspended: boolean,
  reason: string,
): Promise<ConsoleListing> {
  return consolePost(client, `/api/console/listings/${idSegment(id)}/suspension`, consoleListingSchema, {
    suspended,
    reason,
  });
}
