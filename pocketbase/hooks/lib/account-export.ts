import { actorOf } from './actor';
import { unauthorized } from './api-errors';
import { SERVER_MESSAGES } from './server-messages';

/** What a query for the member's own rows returns at most per collection; far above any real account. */
const EXPORT_LIMIT = 10000;

function ownRows(app: PbApp, collection: string, filter: string, params: { [key: string]: unknown }): PbRecord[] {
  return app.findRecordsByFilter(collection, filter, 'created', EXPORT_LIMIT, 0, params);
}

/** The signed-in member's own record, or 401 for a guest or a superuser (who owns no member data). */
export function ownAccount(app: PbApp, auth: PbRecord | null): PbRecord {
  const actor = actorOf(auth);
  if (actor.kind !== 'user') throw unauthorized(SERVER_MESSAGES.signInRequired);
  return app.findRecordById('users', actor.id);
}

/**
 * `GET /api/market/me/export`: everything the signed-in member owns or wrote, as records are
 * shown through the API (hidden fields such as the password hash, token key, a notice's IP and
 * token hash stay out). The only person record is the member's own, with their e-mail; other
 * people appear only as ids inside bookings, messages and reviews, never with their e-mail,
 * phone or address.
 */
export function exportAccountData(app: PbApp, auth: PbRecord | null, now: Date): { [key: string]: unknown } {
  const me = ownAccount(app, auth);
  const id = { id: me.id };
  me.ignoreEmailVisibility(true);
  return {
    exportedAt: now.toISOString(),
    profile: me,
    listings: ownRows(app, 'listings', 'owner = {:id}', id),
    bookingsAsRenter: ownRows(app, 'bookings', 'renter = {:id}', id),
    bookingsAsOwner: ownRows(app, 'bookings', 'owner = {:id}', id),
    bookingMessages: ownRows(app, 'booking_messages', 'booking.renter = {:id} || booking.owner = {:id}', id),
    reviewsWritten: ownRows(app, 'reviews', 'reviewer = {:id}', id),
    // A blind review is not the reviewee's to read before it is published (issue 21).
    reviewsReceived: ownRows(app, 'reviews', 'reviewee = {:id} && publishedAt != ""', id),
    reviewVotes: ownRows(app, 'review_votes', 'user = {:id}', id),
    notices: ownRows(app, 'moderation_notices', 'notifierUser = {:id}', id),
    notifications: ownRows(app, 'notifications', 'user = {:id}', id),
    subscriptions: ownRows(app, 'subscriptions', 'email = {:email}', { email: me.email().toLowerCase() }),
  };
}
