import {
  bookedDaySchema,
  bookingMessageSchema,
  bookingSchema,
  listingSchema,
  notificationSchema,
  reviewReportSchema,
  reviewSchema,
  reviewSummaryRecordSchema,
  reviewVoteSchema,
  subscriptionSchema,
  userSchema,
} from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { TypedCollection } from './typed-collection';

/** Every collection of the data model (docs/data-model.md) with the domain schema its records parse into. */
export const COLLECTION_SCHEMAS = {
  users: userSchema,
  listings: listingSchema,
  booked_days: bookedDaySchema,
  bookings: bookingSchema,
  booking_messages: bookingMessageSchema,
  notifications: notificationSchema,
  reviews: reviewSchema,
  review_votes: reviewVoteSchema,
  review_reports: reviewReportSchema,
  review_summaries: reviewSummaryRecordSchema,
  subscriptions: subscriptionSchema,
} as const;

export type CollectionName = keyof typeof COLLECTION_SCHEMAS;

export type Collections = { [K in CollectionName]: TypedCollection<(typeof COLLECTION_SCHEMAS)[K]> };

/** Typed access to every collection through one client. */
export function createCollections(client: PocketBase): Collections {
  const entries = Object.entries(COLLECTION_SCHEMAS).map(([name, schema]) => [
    name,
    new TypedCollection(client, name, schema),
  ]);
  return Object.fromEntries(entries) as Collections;
}
