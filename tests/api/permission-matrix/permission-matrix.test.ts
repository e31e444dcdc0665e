// The permission matrix of matrix.ts, one test per cell against one real server: a fixture world
// (an owner with an active and a suspended listing, a renter with a booking on it, messages,
// notifications, reviews, a vote and a report, a newsletter sign-up), then each cell does the raw
// HTTP call as its actor and compares the observed outcome with the table. Cells that would
// change a shared record work on a fresh copy made by the superuser, so cells stay independent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createUser,
  pngFile,
  realtimeTopic,
  records,
  serviceListing,
  superuserApi,
  uniqueEmail,
  type Api,
  type ApiResponse,
  type Json,
  type TestUser,
} from '../../support/api-client';
import { startTestServer, type TestServer } from '../../support/pocketbase';
import {
  BOOKINGS_ROUTE,
  availabilityRoute,
  cancelRoute,
  dayFromToday,
  detailsRoute,
  listingOf,
  notificationsAbout,
  requestBooking,
  statusRoute,
} from '../bookings-support';
import { NOTICES_ROUTE, noticeBody } from '../moderation-support';
import { ELIGIBILITY_ROUTE, REVIEWS_ROUTE, bookingIn, reviewBody, submitReview } from '../reviews-support';
import { ACTORS, MATRIX, matrixCells, rowKey, type Actor, type MatrixRow, type Outcome } from './matrix';
import { RealtimeClient } from './realtime-client';

type Person = Exclude<Actor, 'anonymous'>;

/** What a cell saw: an outcome of matrix.ts (or e.g. `leak`, `status-500`) and the evidence. */
interface Observation {
  outcome: Outcome | string;
  detail: string;
}

type Probe = (actor: Actor) => Promise<Observation>;

interface World {
  admin: Api;
  guest: Api;
  people: Record<Person, TestUser>;
  listingId: string;
  suspendedListingId: string;
  strangerListingId: string;
  bookingId: string;
  cancelledBookingId: string;
  messageId: string;
  notificationId: string;
  reviewId: string;
  hiddenReviewId: string;
  eligibilityBookingId: string;
  voteId: string;
  reportId: string;
  summaryId: string;
  subscriptionId: string;
  bookedDayId: string;
  /** An audit entry of each category (a listing suspended, a provider verified). */
  moderationEntryId: string;
  administrationEntryId: string;
  /** The status history row of the renter's booking request. */
  historyId: string;
  /** The owner's listing reported by the renter, suspended (committed) and appealed by the owner. */
  moderation: { caseId: string; noticeId: string; decisionId: string; appealId: string };
}

let server: TestServer;
let world: World;
let cellsChecked = 0;

// ---------------------------------------------------------------------------------------------
// Actors and observations

function apiOf(actor: Actor): Api {
  return actor === 'anonymous' ? world.guest : world.people[actor].api;
}

function idOf(actor: Actor): string {
  return actor === 'anonymous' ? '' : world.people[actor].id;
}

function describeResponse(response: ApiResponse): string {
  return `${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
}

/** 2xx → allow; a refusal → deny-<status>; anything else (429, 5xx) → status-<n>, never expected. */
function byStatus(response: ApiResponse): Observation {
  const { status } = response;
  const outcome =
    status >= 200 && status < 300
      ? 'allow'
      : [400, 401, 403, 404].includes(status)
        ? `deny-${status}`
        : `status-${status}`;
  return { outcome, detail: describeResponse(response) };
}

/** An expanded back-relation: `allow` when it came back holding the target record, else `hidden`. */
function observeExpand(response: ApiResponse, relation: string, targetId: string): Observation {
  if (response.status !== 200) return byStatus(response);
  const value: unknown = response.body.expand?.[relation];
  const shown = Array.isArray(value) && value.some((item: Json) => item.id === targetId);
  return {
    outcome: shown ? 'allow' : 'hidden',
    detail: `expand.${relation} = ${JSON.stringify(value ?? null).slice(0, 200)}`,
  };
}

/**
 * A sort by a field the actor may not read: `allow` when it is honoured (the actor's ascending
 * and descending orders are the superuser's, and differ), `ignored` when not, or the refusal.
 */
async function observeSort(actor: Actor, collection: string, field: string, filter = ''): Promise<Observation> {
  const ids = async (api: Api, sort: string) => {
    const query = { sort, perPage: 500, fields: 'id', ...(filter ? { filter } : {}) };
    const response = await api.get(records(collection), query);
    const order = response.status === 200 ? (response.body.items as Json[]).map((item) => item.id as string) : [];
    return { response, order: order.join() };
  };
  const [ascending, descending, truthAscending, truthDescending] = await Promise.all([
    ids(apiOf(actor), field),
    ids(apiOf(actor), `-${field}`),
    ids(world.admin, field),
    ids(world.admin, `-${field}`),
  ]);
  if (ascending.response.status !== 200) return byStatus(ascending.response);
  const honoured =
    ascending.order === truthAscending.order &&
    descending.order === truthDescending.order &&
    ascending.order !== descending.order;
  return {
    outcome: honoured ? 'allow' : 'ignored',
    detail: `${ascending.order} / ${descending.order} vs ${truthAscending.order}`,
  };
}

/** A batch of one request: its own status (a failed batch answers 400 with the inner one in `data`). */
function byBatch(response: ApiResponse): Observation {
  const inner: unknown =
    response.status === 200 ? response.body?.[0]?.status : response.body?.data?.requests?.['0']?.response?.status;
  if (typeof inner !== 'number') return byStatus(response);
  return byStatus({ status: inner, body: response.body });
}

/** Who a listed record belongs to, for collections whose records are private to someone. */
type Owners = (item: Json) => string[];

/**
 * A list: `allow` when the target is among the items; otherwise `empty`, unless an item belongs
 * to someone other than the actor (`leak`).
 */
async function observeList(
  actor: Actor,
  collection: string,
  targetId: string,
  options: { owners?: Owners; query?: Record<string, string | number> } = {},
): Promise<Observation> {
  const response = await apiOf(actor).get(records(collection), { perPage: 500, ...options.query });
  if (response.status !== 200) return byStatus(response);
  const items = response.body.items as Json[];
  const detail = `${items.length} items: ${JSON.stringify(items.map((item) => item.id))}`;
  if (items.some((item) => item.id === targetId)) return { outcome: 'allow', detail };
  const foreign = options.owners ? items.filter((item) => !options.owners!(item).includes(idOf(actor))) : [];
  return foreign.length > 0
    ? { outcome: 'leak', detail: `others' records: ${JSON.stringify(foreign).slice(0, 300)}` }
    : { outcome: 'empty', detail };
}

async function observeView(actor: Actor, collection: string, id: string): Promise<Observation> {
  return byStatus(await apiOf(actor).get(records(collection, id)));
}

/** A private field of a record the actor can read: `allow` when present and filled, else `hidden`. */
function observeField(response: ApiResponse, field: string): Observation {
  if (response.status !== 200) return byStatus(response);
  const value: unknown = response.body?.[field];
  const shown = value !== undefined && value !== '' && value !== null;
  return { outcome: shown ? 'allow' : 'hidden', detail: `${field} = ${JSON.stringify(value)}` };
}

/** A full postal code (XXXX-XXX) as a whole value anywhere in an answer (ADR 0012). */
const FULL_POSTAL_CODE = /"\d{4}-\d{3}"/;

/** `allow` when a 200 answer carries a full postal code anywhere, `hidden` when it has none. */
function observePostalCodes(response: ApiResponse): Observation {
  if (response.status !== 200) return byStatus(response);
  const text = JSON.stringify(response.body);
  const found = FULL_POSTAL_CODE.exec(text);
  return { outcome: found ? 'allow' : 'hidden', detail: found ? `${found[0]} in ${text.slice(0, 200)}` : 'none' };
}

// ---------------------------------------------------------------------------------------------
// Fresh records, made by the superuser, for cells that change or delete what they touch

let dayOffset = 200;

/** A few days nobody else uses, so an approval never meets another booking's days. */
function freshDays(count: number): string[] {
  dayOffset += count + 1;
  return Array.from({ length: count }, (_, index) => dayFromToday(dayOffset + index));
}

async function created(response: Promise<ApiResponse>, what: string): Promise<string> {
  const { status, body } = await response;
  if (status !== 200) throw new Error(`Creating ${what} failed: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}

function freshListing(): Promise<string> {
  return created(createListing(world.admin, serviceListing({ owner: world.people.owner.id })), 'a listing');
}

function freshPendingBooking(): Promise<string> {
  const days = freshDays(2);
  return created(
    world.admin.post(records('bookings'), {
      listing: world.listingId,
      listingType: 'service',
      listingTitle: 'Furniture assembly in Lisbon',
      renter: world.people.renter.id,
      owner: world.people.owner.id,
      totalPrice: 100,
      startDate: `${days[0]} 09:00:00.000Z`,
      endDate: `${days[1]} 09:00:00.000Z`,
      selectedDates: days,
      hoursPerDay: 2,
      status: 'pending',
      paymentStatus: 'pending',
    }),
    'a booking',
  );
}

function freshCompletedBooking(): Promise<string> {
  const { owner, renter } = world.people;
  return bookingIn(world.admin, { owner, renter, listing: world.listingId, status: 'completed' });
}

function freshMessage(): Promise<string> {
  return created(
    world.admin.post(records('booking_messages'), {
      booking: world.bookingId,
      sender: world.people.renter.id,
      content: 'Is the morning fine?',
    }),
    'a message',
  );
}

function freshNotification(): Promise<string> {
  return created(
    world.admin.post(records('notifications'), {
      user: world.people.owner.id,
      type: 'new_message',
      booking: world.bookingId,
      content: 'New message',
    }),
    'a notification',
  );
}

/** An active review by the renter about the owner, on its own completed booking. */
/** The member's review_reports row of a review, which their notice recorded (read as the superuser). */
async function reportRowOf(reviewId: string, userId: string, admin: Api = world.admin): Promise<string> {
  const rows = await admin.get(records('review_reports'), { filter: `review = "${reviewId}" && user = "${userId}"` });
  expect(rows.body.items, JSON.stringify(rows.body)).toHaveLength(1);
  return rows.body.items[0].id as string;
}

async function freshReview(): Promise<string> {
  const booking = await freshCompletedBooking();
  return created(
    world.admin.post(records('reviews'), {
      booking,
      listing: world.listingId,
      reviewer: world.people.renter.id,
      reviewee: world.people.owner.id,
      reviewType: 'owner',
      overallRating: 4,
      title: 'Good experience',
      content: 'Everything went as agreed, thank you.',
      status: 'active',
      isPublic: true,
      isVerified: true,
    }),
    'a review',
  );
}

function freshSubscription(): Promise<string> {
  return created(world.admin.post(records('subscriptions'), { email: uniqueEmail('newsletter') }), 'a sign-up');
}

/** A user made by the superuser, never signed in (sign-ins are rate limited). */
function freshUser(): Promise<string> {
  return created(
    world.admin.post(records('users'), {
      email: uniqueEmail('victim'),
      password: 'password-123',
      passwordConfirm: 'password-123',
      verified: true,
    }),
    'a user',
  );
}

// ---------------------------------------------------------------------------------------------
// Probes of the collections

/** The total of the reviewed booking (bookingIn's), which only its parties and operators may learn. */
const REVIEWED_BOOKING_PRICE = 50;

function signUpBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { email: uniqueEmail('signup'), password: 'Password-123', passwordConfirm: 'Password-123', ...extra };
}

/** The other party of the booking for a party, else the owner: someone the actor is not. */
function someoneElse(actor: Actor): string {
  return actor === 'owner' ? world.people.renter.id : world.people.owner.id;
}

const bookingOwners: Owners = (item) => [item.renter, item.owner];

/** Moderators and operators read every booking and its history (docs/console-api.md). */
function isStaffActor(actor: Actor): boolean {
  return actor === 'moderator' || actor === 'operator';
}
const userOwners: Owners = (item) => [item.user];
const messageOwners: Owners = (item) => [item.expand?.booking?.renter, item.expand?.booking?.owner];

function usersProbes(): Record<string, Probe> {
  const renter = () => world.people.renter;
  return {
    'users · list (renter in the list)': (actor) => observeList(actor, 'users', renter().id),
    'users · view renter': (actor) => observeView(actor, 'users', renter().id),
    'users · view renter: e-mail': async (actor) =>
      observeField(await apiOf(actor).get(records('users', renter().id)), 'email'),
    'users · view renter: phone (showPhone off)': async (actor) =>
      observeField(await apiOf(actor).get(records('users', renter().id)), 'phoneNumber'),
    'users · list filtered by renter e-mail': (actor) =>
      observeList(actor, 'users', renter().id, { query: { filter: `email = "${renter().email}"` } }),
    'users · list sorted by e-mail': (actor) => observeSort(actor, 'users', 'email'),
    'users · list sorted by tokenKey': (actor) => observeSort(actor, 'users', 'tokenKey'),
    'users · list filtered by phone': (actor) =>
      observeList(actor, 'users', renter().id, { query: { filter: 'phoneNumber ~ "91"' } }),
    'users · view renter: full postal code': async (actor) =>
      observePostalCodes(await apiOf(actor).get(records('users', renter().id))),
    'users · list (renter): full postal code': async (actor) =>
      observePostalCodes(await apiOf(actor).get(records('users'), { filter: `id = "${renter().id}"` })),
    'users · list filtered by postal code': (actor) =>
      observeList(actor, 'users', renter().id, { query: { filter: `postalCode ~ "1300-4"` } }),
    'users · list sorted by postal code': (actor) => observeSort(actor, 'users', 'postalCode'),
    'users · create (sign-up)': async (actor) => byStatus(await apiOf(actor).post(records('users'), signUpBody())),
    'users · create with role operator': async (actor) => {
      const response = await apiOf(actor).post(
        records('users'),
        signUpBody({ role: 'operator', verifiedProvider: true, ratingAsProvider: 5 }),
      );
      if (response.status !== 200) return byStatus(response);
      const stored = (await world.admin.get(records('users', response.body.id))).body;
      const forced = stored.role === 'user' && stored.verifiedProvider === false && stored.ratingAsProvider === 0;
      return { outcome: forced ? 'ignored' : 'allow', detail: JSON.stringify(stored).slice(0, 300) };
    },
    'users · create already verified': async (actor) =>
      byStatus(await apiOf(actor).post(records('users'), signUpBody({ verified: true }))),
    'users · list filtered through notifications (owner)': (actor) =>
      observeList(actor, 'users', world.people.owner.id, {
        query: { filter: 'notifications_via_user.type ?= "booking_request"' },
      }),
    'users · list filtered through @collection.booking_messages': (actor) =>
      observeList(actor, 'users', renter().id, {
        query: {
          filter: '@collection.booking_messages.sender ?= id && @collection.booking_messages.content ?= "Hello!"',
        },
      }),
    'users · list filtered through messages sent (renter)': (actor) =>
      observeList(actor, 'users', renter().id, {
        query: { filter: 'booking_messages_via_sender.content ?= "Hello!"' },
      }),
    'users · view owner: notifications via expand': async (actor) =>
      observeExpand(
        await apiOf(actor).get(records('users', world.people.owner.id), { expand: 'notifications_via_user' }),
        'notifications_via_user',
        world.notificationId,
      ),
    'users · impersonate renter': async (actor) =>
      byStatus(await apiOf(actor).post(`/api/collections/users/impersonate/${renter().id}`, { duration: 60 })),
    'users · update renter displayName': async (actor) =>
      byStatus(await apiOf(actor).patch(records('users', renter().id), { displayName: 'Rui Renter' })),
    'users · update own role/ratings': async (actor) =>
      byStatus(
        await apiOf(actor).patch(records('users', idOf(actor)), {
          role: 'operator',
          ratingAsProvider: 5,
          reviewsAsProvider: 40,
        }),
      ),
    'users · update own emailVisibility': async (actor) =>
      byStatus(await apiOf(actor).patch(records('users', idOf(actor)), { emailVisibility: true })),
    'users · update own verified flag': async (actor) =>
      byStatus(await apiOf(actor).patch(records('users', idOf(actor)), { verified: false })),
    'users · update renter verifiedProvider': async (actor) => {
      const response = await apiOf(actor).patch(records('users', renter().id), { verifiedProvider: true });
      await world.admin.patch(records('users', renter().id), { verifiedProvider: false });
      return byStatus(response);
    },
    'users · update renter avatar (file only)': async (actor) => {
      const form = new FormData();
      const file = pngFile('avatar.png');
      form.append('avatar', new Blob([file.bytes], { type: file.type }), file.name);
      return byStatus(await apiOf(actor).patchForm(records('users', renter().id), form));
    },
    'users · delete another user': async (actor) =>
      byStatus(await apiOf(actor).delete(records('users', await freshUser()))),
    'users · delete own record': async (actor) => byStatus(await apiOf(actor).delete(records('users', idOf(actor)))),
    'users · update own password without the current one': async (actor) =>
      byStatus(
        await apiOf(actor).patch(records('users', idOf(actor)), {
          password: 'N3w-Password',
          passwordConfirm: 'N3w-Password',
        }),
      ),
  };
}

function listingsProbes(): Record<string, Probe> {
  const update = async (actor: Actor, fields: Record<string, unknown>) =>
    byStatus(await apiOf(actor).patch(records('listings', await freshListing()), fields));
  return {
    'listings · list (active listing)': (actor) => observeList(actor, 'listings', world.listingId),
    'listings · list (suspended listing)': (actor) => observeList(actor, 'listings', world.suspendedListingId),
    'listings · view active listing': (actor) => observeView(actor, 'listings', world.listingId),
    'listings · view active listing: owner e-mail via expand': async (actor) => {
      const response = await apiOf(actor).get(records('listings', world.listingId), { expand: 'owner' });
      if (response.status !== 200) return byStatus(response);
      return observeField({ status: 200, body: response.body.expand?.owner ?? {} }, 'email');
    },
    'listings · view active listing: bookings via expand': async (actor) =>
      observeExpand(
        await apiOf(actor).get(records('listings', world.listingId), { expand: 'bookings_via_listing' }),
        'bookings_via_listing',
        world.bookingId,
      ),
    'listings · view active listing (owner expanded): full postal code': async (actor) =>
      observePostalCodes(await apiOf(actor).get(records('listings', world.listingId), { expand: 'owner' })),
    'listings · list (active listing): full postal code': async (actor) =>
      observePostalCodes(await apiOf(actor).get(records('listings'), { filter: `id = "${world.listingId}"` })),
    'listings · list filtered by postal code': (actor) =>
      observeList(actor, 'listings', world.listingId, { query: { filter: `postalCode ~ "1300-4"` } }),
    'listings · list filtered by owner.postalCode': (actor) =>
      observeList(actor, 'listings', world.listingId, { query: { filter: `owner.postalCode ~ "1300-4"` } }),
    'listings · list filtered by owner.phoneNumber': (actor) =>
      observeList(actor, 'listings', world.listingId, { query: { filter: 'owner.phoneNumber ~ "91"' } }),
    'listings · list filtered by owner.email': (actor) =>
      observeList(actor, 'listings', world.listingId, {
        query: { filter: `owner.email = "${world.people.owner.email}"` },
      }),
    'listings · list sorted by owner.email': (actor) =>
      observeSort(actor, 'listings', 'owner.email', `id = "${world.listingId}" || id = "${world.strangerListingId}"`),
    'listings · list filtered through the renter bookings': (actor) =>
      observeList(actor, 'listings', world.listingId, {
        query: { filter: `bookings_via_listing.renter ?= "${world.people.renter.id}"` },
      }),
    'listings · view suspended listing': (actor) => observeView(actor, 'listings', world.suspendedListingId),
    'listings · create as self': async (actor) => byStatus(await createListing(apiOf(actor), serviceListing())),
    'listings · create for another owner': async (actor) =>
      byStatus(await createListing(apiOf(actor), serviceListing({ owner: someoneElse(actor) }))),
    'listings · update owner listing title': (actor) => update(actor, { title: 'Furniture assembly, weekends too' }),
    'listings · update owner listing images (file only)': async (actor) => {
      const form = new FormData();
      const file = pngFile('listing.png');
      form.append('images', new Blob([file.bytes], { type: file.type }), file.name);
      return byStatus(await apiOf(actor).patchForm(records('listings', await freshListing()), form));
    },
    'listings · update owner listing status → suspended': (actor) => update(actor, { status: 'suspended' }),
    'listings · update owner listing owner → other': (actor) =>
      update(actor, { owner: actor === 'anonymous' ? world.people.stranger.id : someoneElse(actor) }),
    'listings · delete owner listing': async (actor) =>
      byStatus(await apiOf(actor).delete(records('listings', await freshListing()))),
  };
}

function bookedDaysProbes(): Record<string, Probe> {
  return {
    'booked_days · list': (actor) => observeList(actor, 'booked_days', world.bookedDayId),
    'booked_days · list filtered by booking.renter': (actor) =>
      observeList(actor, 'booked_days', world.bookedDayId, {
        query: { filter: `booking.renter = "${world.people.renter.id}"` },
      }),
    'booked_days · list sorted by booking.totalPrice': (actor) =>
      observeSort(actor, 'booked_days', 'booking.totalPrice', `listing = "${world.listingId}"`),
    'booked_days · view': (actor) => observeView(actor, 'booked_days', world.bookedDayId),
    'booked_days · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('booked_days'), {
          listing: world.listingId,
          day: freshDays(1)[0],
          booking: world.bookingId,
        }),
      ),
    'booked_days · update': async (actor) =>
      byStatus(await apiOf(actor).patch(records('booked_days', world.bookedDayId), { day: freshDays(1)[0] })),
    'booked_days · delete': async (actor) =>
      byStatus(await apiOf(actor).delete(records('booked_days', world.bookedDayId))),
  };
}

function bookingsProbes(): Record<string, Probe> {
  return {
    'bookings · list (the booking)': (actor) =>
      observeList(actor, 'bookings', world.bookingId, { owners: isStaffActor(actor) ? undefined : bookingOwners }),
    'bookings · view the booking': (actor) => observeView(actor, 'bookings', world.bookingId),
    'bookings · view the booking: owner notifications via expand': async (actor) =>
      observeExpand(
        await apiOf(actor).get(records('bookings', world.bookingId), { expand: 'notifications_via_booking' }),
        'notifications_via_booking',
        world.notificationId,
      ),
    'bookings · view the booking: messages via expand': async (actor) =>
      observeExpand(
        await apiOf(actor).get(records('bookings', world.bookingId), { expand: 'booking_messages_via_booking' }),
        'booking_messages_via_booking',
        world.messageId,
      ),
    'bookings · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('bookings'), {
          listing: world.listingId,
          renter: idOf(actor) || world.people.renter.id,
          owner: world.people.owner.id,
          status: 'approved',
          totalPrice: 1,
        }),
      ),
    'bookings · update status': async (actor) =>
      byStatus(await apiOf(actor).patch(records('bookings', await freshPendingBooking()), { status: 'approved' })),
    'bookings · delete': async (actor) =>
      byStatus(await apiOf(actor).delete(records('bookings', await freshPendingBooking()))),
  };
}

function messagesProbes(): Record<string, Probe> {
  const send = async (actor: Actor, sender: string) =>
    byStatus(
      await apiOf(actor).post(records('booking_messages'), {
        booking: world.bookingId,
        sender,
        content: 'Can we move it to the afternoon?',
      }),
    );
  return {
    'booking_messages · list (renter message)': (actor) =>
      observeList(actor, 'booking_messages', world.messageId, { owners: messageOwners, query: { expand: 'booking' } }),
    'booking_messages · view renter message': (actor) => observeView(actor, 'booking_messages', world.messageId),
    'booking_messages · create as self on the booking': (actor) => send(actor, idOf(actor)),
    'booking_messages · create as self on a cancelled booking': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('booking_messages'), {
          booking: world.cancelledBookingId,
          sender: idOf(actor),
          content: 'Are we still on?',
        }),
      ),
    'booking_messages · create as the other party': (actor) => send(actor, someoneElse(actor)),
    'booking_messages · update renter message read': async (actor) =>
      byStatus(await apiOf(actor).patch(records('booking_messages', await freshMessage()), { read: true })),
    'booking_messages · update renter message content': async (actor) =>
      byStatus(
        await apiOf(actor).patch(records('booking_messages', await freshMessage()), {
          read: true,
          content: 'I will pay double.',
        }),
      ),
    'booking_messages · delete': async (actor) =>
      byStatus(await apiOf(actor).delete(records('booking_messages', await freshMessage()))),
  };
}

function notificationsProbes(): Record<string, Probe> {
  return {
    'notifications · list (owner notification)': (actor) =>
      observeList(actor, 'notifications', world.notificationId, { owners: userOwners }),
    'notifications · view owner notification': (actor) => observeView(actor, 'notifications', world.notificationId),
    'notifications · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('notifications'), {
          user: world.people.owner.id,
          type: 'booking_request',
          content: 'A fake request',
        }),
      ),
    'notifications · update owner notification read': async (actor) =>
      byStatus(await apiOf(actor).patch(records('notifications', await freshNotification()), { read: true })),
    'notifications · update owner notification read (batch)': async (actor) => {
      const url = records('notifications', await freshNotification());
      return byBatch(
        await apiOf(actor).post('/api/batch', { requests: [{ method: 'PATCH', url, body: { read: true } }] }),
      );
    },
    'notifications · update owner notification content': async (actor) =>
      byStatus(
        await apiOf(actor).patch(records('notifications', await freshNotification()), {
          read: true,
          content: 'Your booking was approved',
        }),
      ),
    'notifications · delete': async (actor) =>
      byStatus(await apiOf(actor).delete(records('notifications', await freshNotification()))),
  };
}

function reviewsProbes(): Record<string, Probe> {
  const update = async (actor: Actor, fields: Record<string, unknown>) =>
    byStatus(await apiOf(actor).patch(records('reviews', await freshReview()), fields));
  return {
    'reviews · list (active review)': (actor) => observeList(actor, 'reviews', world.reviewId),
    'reviews · list (hidden review)': (actor) => observeList(actor, 'reviews', world.hiddenReviewId),
    'reviews · view active review': (actor) => observeView(actor, 'reviews', world.reviewId),
    'reviews · view active review: booking via expand': async (actor) => {
      const response = await apiOf(actor).get(records('reviews', world.reviewId), { expand: 'booking' });
      if (response.status !== 200) return byStatus(response);
      return { outcome: response.body.expand?.booking ? 'allow' : 'hidden', detail: describeResponse(response) };
    },
    'reviews · list filtered by booking.totalPrice': (actor) =>
      observeList(actor, 'reviews', world.reviewId, {
        query: { filter: `booking.totalPrice = ${REVIEWED_BOOKING_PRICE}` },
      }),
    'reviews · view hidden review': (actor) => observeView(actor, 'reviews', world.hiddenReviewId),
    'reviews · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('reviews'), {
          booking: await freshCompletedBooking(),
          reviewer: idOf(actor) || world.people.renter.id,
          reviewee: world.people.owner.id,
          reviewType: 'owner',
          overallRating: 5,
          title: 'Perfect',
          content: 'A review nobody was asked for.',
          status: 'active',
          isPublic: true,
        }),
      ),
    'reviews · update renter review title': (actor) => update(actor, { title: 'Changed title' }),
    'reviews · update renter review status → hidden': (actor) => update(actor, { status: 'hidden' }),
    'reviews · update hidden review status → active': async (actor) => {
      const reviewId = await freshReview();
      await expectOk(world.admin.patch(records('reviews', reviewId), { status: 'hidden' }), 'Hiding a review');
      return byStatus(await apiOf(actor).patch(records('reviews', reviewId), { status: 'active' }));
    },
    'reviews · update renter review helpfulCount': (actor) => update(actor, { helpfulCount: 99 }),
    'reviews · delete renter review': async (actor) =>
      byStatus(await apiOf(actor).delete(records('reviews', await freshReview()))),
  };
}

/** review_votes and review_reports behave alike; a report also needs a reason. */
function reviewActionProbes(
  collection: 'review_votes' | 'review_reports',
  noun: 'vote' | 'report',
): Record<string, Probe> {
  const targetId = () => (collection === 'review_votes' ? world.voteId : world.reportId);
  // Operators read every vote and report; moderators every report (docs/console-api.md "Realtime").
  const readsAll = (actor: Actor) => actor === 'operator' || (actor === 'moderator' && collection === 'review_reports');
  const extra = collection === 'review_reports' ? { reason: 'Looks fake' } : {};
  const act = async (actor: Actor, user: string) =>
    byStatus(await apiOf(actor).post(records(collection), { review: await freshReview(), user, ...extra }));
  // Every report is a notice (docs/moderation-api.md): members report through the notices route,
  // which records their review_reports row; the collection API creates none, for anyone.
  const creates: Record<string, Probe> =
    collection === 'review_reports'
      ? {
          [`${collection} · report renter review through the notices route`]: async (actor) =>
            byStatus(await apiOf(actor).post(NOTICES_ROUTE, noticeBody('review', await freshReview()))),
          [`${collection} · create as self on renter review`]: (actor) => act(actor, idOf(actor)),
          [`${collection} · create as another user`]: (actor) => act(actor, someoneElse(actor)),
        }
      : {
          [`${collection} · create as self on renter review`]: (actor) => act(actor, idOf(actor)),
          [`${collection} · create as another user`]: (actor) => act(actor, someoneElse(actor)),
        };
  return {
    [`${collection} · list (owner ${noun})`]: (actor) =>
      observeList(actor, collection, targetId(), { owners: readsAll(actor) ? undefined : userOwners }),
    [`${collection} · view owner ${noun}`]: (actor) => observeView(actor, collection, targetId()),
    ...creates,
    [`${collection} · update`]: async (actor) =>
      byStatus(await apiOf(actor).patch(records(collection, targetId()), { ...extra, user: idOf(actor) })),
    [`${collection} · delete`]: async (actor) => byStatus(await apiOf(actor).delete(records(collection, targetId()))),
  };
}

function summariesProbes(): Record<string, Probe> {
  return {
    'review_summaries · list (owner summary)': (actor) => observeList(actor, 'review_summaries', world.summaryId),
    'review_summaries · view owner summary': (actor) => observeView(actor, 'review_summaries', world.summaryId),
    'review_summaries · hidden review in the listing recentReviews': async (actor) => {
      const response = await apiOf(actor).get(records('review_summaries'), {
        filter: `key = "listing_${world.listingId}"`,
      });
      if (response.status !== 200) return byStatus(response);
      const recent = ((response.body.items as Json[])[0]?.recentReviews ?? []) as Json[];
      const ids = recent.map((review) => review.id as string);
      return { outcome: ids.includes(world.hiddenReviewId) ? 'allow' : 'empty', detail: JSON.stringify(ids) };
    },
    'review_summaries · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('review_summaries'), {
          key: `owner_${idOf(actor) || 'x'}`,
          reviewType: 'owner',
          target: idOf(actor),
          totalReviews: 100,
          averageRating: 5,
        }),
      ),
    'review_summaries · update': async (actor) =>
      byStatus(await apiOf(actor).patch(records('review_summaries', world.summaryId), { averageRating: 1 })),
    'review_summaries · delete': async (actor) =>
      byStatus(await apiOf(actor).delete(records('review_summaries', world.summaryId))),
  };
}

function subscriptionsProbes(): Record<string, Probe> {
  return {
    'subscriptions · list (a sign-up)': (actor) => observeList(actor, 'subscriptions', world.subscriptionId),
    'subscriptions · view a sign-up': (actor) => observeView(actor, 'subscriptions', world.subscriptionId),
    'subscriptions · create (raw collection)': async (actor) =>
      byStatus(await apiOf(actor).post(records('subscriptions'), { email: uniqueEmail('raw') })),
    'subscriptions · update a sign-up': async (actor) =>
      byStatus(
        await apiOf(actor).patch(records('subscriptions', await freshSubscription()), { status: 'unsubscribed' }),
      ),
    'subscriptions · delete a sign-up': async (actor) =>
      byStatus(await apiOf(actor).delete(records('subscriptions', await freshSubscription()))),
  };
}

// ---------------------------------------------------------------------------------------------
// Probes of the custom routes

/** A word only the suspended listing's title has, to find it with the search route. */
const SUSPENDED_TITLE_WORD = 'Zanzibar';

function availabilityBounds(): Record<string, string> {
  return { from: dayFromToday(1), to: dayFromToday(60) };
}

function routeProbes(): Record<string, Probe> {
  return {
    'route · GET /api/market/search': async (actor) => byStatus(await apiOf(actor).get('/api/market/search')),
    'route · GET /api/market/search: owner e-mail and phone': async (actor) => {
      const response = await apiOf(actor).get('/api/market/search', { perPage: 50 });
      if (response.status !== 200) return byStatus(response);
      const item = (response.body.items as Json[]).find((candidate) => candidate.id === world.listingId);
      const owner: Json = item?.expand?.owner;
      if (!owner) return { outcome: 'no-listing', detail: describeResponse(response) };
      const shown = Boolean(owner.email) || Boolean(owner.phoneNumber);
      return { outcome: shown ? 'allow' : 'hidden', detail: JSON.stringify(owner).slice(0, 300) };
    },
    'route · GET /api/market/search: full postal codes': async (actor) =>
      observePostalCodes(await apiOf(actor).get('/api/market/search', { perPage: 50 })),
    'route · GET /api/widgets/listings: full postal codes': async (actor) => {
      const grid = await apiOf(actor).get('/api/widgets/listings', { owner: world.people.owner.id });
      if (grid.status !== 200) return byStatus(grid);
      const card = await apiOf(actor).get(`/api/widgets/listings/${world.listingId}`);
      return observePostalCodes({ ...card, body: [grid.body, card.body] });
    },
    'route · GET /api/market/search (suspended listing)': async (actor) => {
      const response = await apiOf(actor).get('/api/market/search', { search: SUSPENDED_TITLE_WORD });
      if (response.status !== 200) return byStatus(response);
      const ids = (response.body.items as Json[]).map((item) => item.id as string);
      return { outcome: ids.includes(world.suspendedListingId) ? 'allow' : 'empty', detail: JSON.stringify(ids) };
    },
    'route · GET /api/market/places': async (actor) => byStatus(await apiOf(actor).get('/api/market/places')),
    'route · GET /api/market/search/count': async (actor) =>
      byStatus(await apiOf(actor).get('/api/market/search/count')),
    'route · GET /api/market/listings/{active}/availability': async (actor) =>
      byStatus(await apiOf(actor).get(availabilityRoute(world.listingId), availabilityBounds())),
    'route · GET /api/market/listings/{suspended}/availability': async (actor) =>
      byStatus(await apiOf(actor).get(availabilityRoute(world.suspendedListingId), availabilityBounds())),
    'route · POST /api/market/bookings': async (actor) =>
      byStatus(
        await apiOf(actor).post(BOOKINGS_ROUTE, {
          listingId: world.listingId,
          selectedDates: freshDays(1),
          hoursPerDay: 2,
        }),
      ),
    'route · POST /api/market/bookings/{id}/status approved': async (actor) =>
      byStatus(await apiOf(actor).post(statusRoute(await freshPendingBooking()), { status: 'approved' })),
    'route · POST /api/market/bookings/{id}/details': async (actor) =>
      byStatus(await apiOf(actor).post(detailsRoute(await freshPendingBooking()), { notes: 'Bring the big box' })),
    'route · POST /api/market/bookings/{id}/cancel': async (actor) =>
      byStatus(await apiOf(actor).post(cancelRoute(await freshPendingBooking()), { reason: 'Plans changed' })),
    'route · POST /api/market/reviews': async (actor) => {
      const type = actor === 'owner' ? 'renter' : 'owner';
      return byStatus(await apiOf(actor).post(REVIEWS_ROUTE, reviewBody(await freshCompletedBooking(), type)));
    },
    'route · GET /api/market/reviews/eligibility': async (actor) => {
      const reviewType = actor === 'owner' ? 'renter' : 'owner';
      const response = await apiOf(actor).get(ELIGIBILITY_ROUTE, { bookingId: world.eligibilityBookingId, reviewType });
      if (response.status !== 200) return byStatus(response);
      return { outcome: response.body.canReview === true ? 'allow' : 'refused', detail: describeResponse(response) };
    },
    'route · GET /api/market/preview': async (actor) => byStatus(await apiOf(actor).get('/api/market/preview')),
    'route · POST /api/market/preview': async (actor) =>
      byStatus(await apiOf(actor).post('/api/market/preview', { password: 'anything' })),
    'route · POST /api/market/subscriptions': async (actor) =>
      byStatus(await apiOf(actor).post('/api/market/subscriptions', { email: uniqueEmail('route') })),
    'route · GET /api/market/health/domain': async (actor) =>
      byStatus(await apiOf(actor).get('/api/market/health/domain')),
    'route · GET /api/market/me/export': async (actor) => byStatus(await apiOf(actor).get('/api/market/me/export')),
    'route · POST /api/market/me/deletion (wrong password)': async (actor) =>
      byStatus(await apiOf(actor).post('/api/market/me/deletion', { password: 'not-the-password' })),
    'route · POST /api/market/me/deletion/confirm (unknown token)': async (actor) =>
      byStatus(await apiOf(actor).post('/api/market/me/deletion/confirm', { token: 'x'.repeat(40) })),
  };
}

// ---------------------------------------------------------------------------------------------
// Probes of the console (issue 14): the audit log, the booking status history and the routes

function consoleCollectionProbes(): Record<string, Probe> {
  // Non-staff must see none of these rows at all: any item they get is a leak.
  const nobody: Owners = () => [];
  const historyOwners: Owners = (item) => [item.expand?.booking?.renter, item.expand?.booking?.owner];
  return {
    'audit_log · list (a moderation entry)': (actor) =>
      observeList(actor, 'audit_log', world.moderationEntryId, { owners: isStaffActor(actor) ? undefined : nobody }),
    'audit_log · list (an administration entry)': (actor) =>
      observeList(actor, 'audit_log', world.administrationEntryId, {
        owners: isStaffActor(actor) ? undefined : nobody,
      }),
    'audit_log · view a moderation entry': (actor) => observeView(actor, 'audit_log', world.moderationEntryId),
    'audit_log · view an administration entry': (actor) => observeView(actor, 'audit_log', world.administrationEntryId),
    'audit_log · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('audit_log'), {
          actor: idOf(actor),
          actorRole: 'operator',
          action: 'listing.restore',
          category: 'moderation',
          targetCollection: 'listings',
          targetId: world.suspendedListingId,
          reason: 'Forged entry',
        }),
      ),
    'audit_log · update a moderation entry': async (actor) =>
      byStatus(await apiOf(actor).patch(records('audit_log', world.moderationEntryId), { reason: 'Rewritten' })),
    'audit_log · delete a moderation entry': async (actor) =>
      byStatus(await apiOf(actor).delete(records('audit_log', world.moderationEntryId))),
    'booking_status_history · list (the booking request)': (actor) =>
      observeList(actor, 'booking_status_history', world.historyId, {
        owners: isStaffActor(actor) ? undefined : historyOwners,
        query: { expand: 'booking' },
      }),
    'booking_status_history · view the booking request': (actor) =>
      observeView(actor, 'booking_status_history', world.historyId),
    'booking_status_history · create': async (actor) =>
      byStatus(
        await apiOf(actor).post(records('booking_status_history'), {
          booking: world.bookingId,
          fromStatus: 'pending',
          toStatus: 'approved',
          actorRole: 'owner',
        }),
      ),
    'booking_status_history · update': async (actor) =>
      byStatus(await apiOf(actor).patch(records('booking_status_history', world.historyId), { note: 'Rewritten' })),
    'booking_status_history · delete': async (actor) =>
      byStatus(await apiOf(actor).delete(records('booking_status_history', world.historyId))),
  };
}

const CONSOLE = '/api/console';
const REASON = 'Checked by the permission matrix';

function consoleRouteProbes(): Record<string, Probe> {
  const get = (path: string) => async (actor: Actor) => byStatus(await apiOf(actor).get(`${CONSOLE}${path}`));
  const post = async (actor: Actor, path: string, body: Record<string, unknown>) =>
    byStatus(await apiOf(actor).post(`${CONSOLE}${path}`, body));
  return {
    'route · GET /api/console/session': get('/session'),
    'route · GET /api/console/overview': get('/overview'),
    'route · GET /api/console/overview: subscription figures': async (actor) => {
      const response = await apiOf(actor).get(`${CONSOLE}/overview`);
      if (response.status !== 200) return byStatus(response);
      const figures: unknown = response.body.subscriptions;
      return { outcome: figures ? 'allow' : 'hidden', detail: JSON.stringify(figures) };
    },
    'route · GET /api/console/subscriptions': get('/subscriptions'),
    'route · GET /api/console/subscriptions/export': get('/subscriptions/export'),
    'route · POST /api/console/subscriptions/{id}/status': async (actor) =>
      post(actor, `/subscriptions/${await freshSubscription()}/status`, { status: 'unsubscribed', reason: REASON }),
    'route · GET /api/console/bookings': get('/bookings'),
    'route · GET /api/console/bookings/{id}': (actor) => get(`/bookings/${world.bookingId}`)(actor),
    'route · GET /api/console/bookings/export': get('/bookings/export'),
    'route · GET /api/console/members': get('/members'),
    'route · GET /api/console/members: e-mail and phone': async (actor) => {
      const response = await apiOf(actor).get(`${CONSOLE}/members`, { q: 'Olga Owner' });
      if (response.status !== 200) return byStatus(response);
      const item: Json = (response.body.items as Json[]).find((candidate) => candidate.id === world.people.owner.id);
      if (!item) return { outcome: 'no-member', detail: describeResponse(response) };
      const shown = Boolean(item.email) || Boolean(item.phoneNumber);
      return { outcome: shown ? 'allow' : 'hidden', detail: JSON.stringify(item).slice(0, 300) };
    },
    'route · GET /api/console/members/{id}': (actor) => get(`/members/${world.people.owner.id}`)(actor),
    'route · POST /api/console/members/{id}/verification': async (actor) =>
      post(actor, `/members/${await freshUser()}/verification`, { verified: true, reason: REASON }),
    'route · POST /api/console/members/{id}/suspension': async (actor) =>
      post(actor, `/members/${await freshUser()}/suspension`, { suspended: true, reason: REASON }),
    'route · POST /api/console/members/{id}/role': async (actor) =>
      post(actor, `/members/${await freshUser()}/role`, { role: 'moderator', reason: REASON }),
    'route · GET /api/console/listings': get('/listings'),
    'route · POST /api/console/listings/{id}/suspension': async (actor) =>
      post(actor, `/listings/${await freshListing()}/suspension`, { suspended: true, reason: REASON }),
    'route · GET /api/console/audit': get('/audit'),
    'route · GET /api/console/audit: administration entries': async (actor) => {
      const response = await apiOf(actor).get(`${CONSOLE}/audit`, { action: 'member.verify' });
      if (response.status !== 200) return byStatus(response);
      const ids = (response.body.items as Json[]).map((item) => item.id as string);
      return { outcome: ids.includes(world.administrationEntryId) ? 'allow' : 'empty', detail: JSON.stringify(ids) };
    },
    'route · GET /api/console/audit/export': get('/audit/export'),
  };
}

// ---------------------------------------------------------------------------------------------
// Realtime: every actor on its own stream, subscribed to one topic; one change; who heard it

interface RealtimeScenario {
  /** May prepare a record first (e.g. a fresh review), before anyone subscribes. */
  topic: () => string | Promise<string>;
  /** Causes the change (as its rightful party), returns the id of the record it touched. */
  trigger: () => Promise<string>;
  /** For a public record: the private value whose presence the outcome reports. */
  privateValue?: (record: Json) => unknown;
}

const SETTLE_MS = 400;
const WAIT_FOR_RIGHTFUL_MS = 5_000;

async function expectOk(response: Promise<ApiResponse>, what: string): Promise<Json> {
  const { status, body } = await response;
  if (status !== 200) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

function realtimeScenarios(): Record<string, RealtimeScenario> {
  const { owner, renter } = world.people;
  let hiddenByOperator = '';
  const sendMessage = async (sender: TestUser) =>
    (
      await expectOk(
        sender.api.post(records('booking_messages'), {
          booking: world.bookingId,
          sender: sender.id,
          content: 'See you then.',
        }),
        'Sending a message',
      )
    ).id as string;
  return {
    'realtime · notifications (collection): new notification to owner': {
      topic: () => 'notifications',
      trigger: async () => {
        await sendMessage(renter);
        const latest = (await notificationsAbout(owner, world.bookingId)).at(-1);
        return latest.id as string;
      },
    },
    'realtime · notifications/{owner notification}: marked read': {
      topic: () => `notifications/${world.notificationId}`,
      trigger: async () => {
        await expectOk(owner.api.patch(records('notifications', world.notificationId), { read: true }), 'Marking read');
        return world.notificationId;
      },
    },
    'realtime · booking_messages (collection): new message': {
      topic: () => 'booking_messages',
      trigger: () => sendMessage(owner),
    },
    'realtime · booking_messages/{message}: marked read': {
      topic: () => `booking_messages/${world.messageId}`,
      trigger: async () => {
        await expectOk(owner.api.patch(records('booking_messages', world.messageId), { read: true }), 'Marking read');
        return world.messageId;
      },
    },
    'realtime · bookings (collection): status change': {
      topic: () => 'bookings',
      trigger: async () => {
        await expectOk(owner.api.post(statusRoute(world.bookingId), { status: 'negotiating' }), 'Negotiating');
        return world.bookingId;
      },
    },
    'realtime · bookings/{booking}: details edit': {
      topic: () => `bookings/${world.bookingId}`,
      trigger: async () => {
        await expectOk(owner.api.post(detailsRoute(world.bookingId), { notes: 'Ring twice' }), 'Editing details');
        return world.bookingId;
      },
    },
    'realtime · listings/{suspended listing}: owner edit': {
      topic: () => `listings/${world.suspendedListingId}`,
      trigger: async () => {
        const patch = owner.api.patch(records('listings', world.suspendedListingId), { title: 'Assembly, back soon' });
        await expectOk(patch, 'Editing the suspended listing');
        return world.suspendedListingId;
      },
    },
    'realtime · listings/{active listing} + expand bookings': {
      topic: () => realtimeTopic(`listings/${world.listingId}`, { query: { expand: 'bookings_via_listing' } }),
      trigger: async () => {
        const patch = owner.api.patch(records('listings', world.listingId), { title: 'Furniture assembly, all week' });
        await expectOk(patch, 'Editing the listing');
        return world.listingId;
      },
      // The renter's booking, not any: the stranger and the operator booked this listing too (route cells).
      privateValue: (record) =>
        ((record.expand?.bookings_via_listing ?? []) as Json[]).some((booking) => booking.id === world.bookingId) ||
        undefined,
    },
    'realtime · moderation_cases (collection): a new queue entry': {
      topic: () => 'moderation_cases',
      trigger: async () => {
        const report = await world.people.renter.api.post(
          NOTICES_ROUTE,
          noticeBody('listing', world.strangerListingId),
        );
        expect(report.status, JSON.stringify(report.body)).toBe(201);
        const entry = await world.admin.get(records('moderation_cases'), {
          filter: `targetId = "${world.strangerListingId}"`,
        });
        return entry.body.items[0].id as string;
      },
    },
    'realtime · review_reports (collection): stranger reports': {
      topic: () => 'review_reports',
      trigger: async () => {
        const { stranger } = world.people;
        const reviewId = await freshReview();
        const report = await stranger.api.post(NOTICES_ROUTE, noticeBody('review', reviewId));
        expect(report.status, JSON.stringify(report.body)).toBe(201);
        return reportRowOf(reviewId, stranger.id);
      },
    },
    'realtime · reviews/{review}: hidden by an operator': {
      topic: async () => `reviews/${(hiddenByOperator = await freshReview())}`,
      trigger: async () => {
        const hide = world.people.operator.api.patch(records('reviews', hiddenByOperator), { status: 'hidden' });
        await expectOk(hide, 'Hiding a review');
        return hiddenByOperator;
      },
    },
    'realtime · subscriptions (collection): new sign-up': {
      topic: () => 'subscriptions',
      trigger: async () => {
        const email = uniqueEmail('realtime');
        await expectOk(world.guest.post('/api/market/subscriptions', { email }), 'Signing up');
        const found = await world.admin.get(records('subscriptions'), { filter: `email = "${email}"` });
        return found.body.items[0].id as string;
      },
    },
    'realtime · users/{renter}: profile edit (e-mail)': {
      topic: () => `users/${renter.id}`,
      trigger: async () => {
        await expectOk(renter.api.patch(records('users', renter.id), { bio: 'I like tools.' }), 'Editing the profile');
        return renter.id;
      },
      privateValue: (record) => record.email,
    },
    'realtime · audit_log (collection): a listing suspended': {
      topic: () => 'audit_log',
      trigger: async () => {
        const listing = await freshListing();
        const route = `/api/console/listings/${listing}/suspension`;
        await expectOk(world.people.operator.api.post(route, { suspended: true, reason: REASON }), 'Suspending');
        return auditEntryAbout(listing);
      },
    },
    'realtime · audit_log (collection): a provider verified': {
      topic: () => 'audit_log',
      trigger: async () => {
        const user = await freshUser();
        const route = `/api/console/members/${user}/verification`;
        await expectOk(world.people.operator.api.post(route, { verified: true, reason: REASON }), 'Verifying');
        return auditEntryAbout(user);
      },
    },
    'realtime · booking_status_history (collection): a status change': {
      topic: () => 'booking_status_history',
      trigger: async () => {
        const booking = await freshPendingBooking();
        await expectOk(owner.api.post(statusRoute(booking), { status: 'negotiating' }), 'Negotiating');
        const rows = await world.admin.get(records('booking_status_history'), { filter: `booking = "${booking}"` });
        return rows.body.items[0].id as string;
      },
    },
    'realtime · listings/{active listing} + expand owner: e-mail': {
      topic: () => realtimeTopic(`listings/${world.listingId}`, { query: { expand: 'owner' } }),
      trigger: async () => {
        const patch = owner.api.patch(records('listings', world.listingId), { title: 'Furniture assembly, any brand' });
        await expectOk(patch, 'Editing the listing');
        return world.listingId;
      },
      privateValue: (record) => record.expand?.owner?.email,
    },
    'realtime · listings/{active listing} + expand owner: full postal codes': {
      topic: () => realtimeTopic(`listings/${world.listingId}`, { query: { expand: 'owner' } }),
      trigger: async () => {
        const patch = owner.api.patch(records('listings', world.listingId), { title: 'Furniture assembly, any day' });
        await expectOk(patch, 'Editing the listing');
        return world.listingId;
      },
      // The listing's own code or its owner's (ADR 0012): either one is private.
      privateValue: (record) => record.postalCode || record.expand?.owner?.postalCode || undefined,
    },
  };
}

/** The audit entry about a target (the latest, read by the superuser). */
async function auditEntryAbout(targetId: string): Promise<string> {
  const found = await world.admin.get(records('audit_log'), { filter: `targetId = "${targetId}"`, sort: '-created' });
  return found.body.items[0].id as string;
}

function realtimeOutcome(
  client: RealtimeClient,
  recordId: string,
  privateValue?: (record: Json) => unknown,
): Observation {
  const events = client.eventsAbout(recordId);
  const detail = `${events.length} events: ${JSON.stringify(events).slice(0, 300)}`;
  if (events.length === 0) return { outcome: 'nothing', detail };
  if (!privateValue) return { outcome: 'receives', detail };
  const value = privateValue(events[0]!.data.record);
  return { outcome: value ? 'allow' : 'hidden', detail };
}

/** Opens a stream per actor, subscribes, triggers once, waits for the rightful parties, then settles. */
async function runRealtime(row: MatrixRow, scenario: RealtimeScenario): Promise<Record<Actor, Observation>> {
  const clients = await Promise.all(ACTORS.map(() => RealtimeClient.open(server.url)));
  try {
    const topic = await scenario.topic();
    const statuses = await Promise.all(
      ACTORS.map((actor, index) =>
        clients[index]!.subscribe([topic], actor === 'anonymous' ? undefined : world.people[actor].token),
      ),
    );
    if (statuses.some((status) => status !== 204)) throw new Error(`Subscribing to ${topic}: ${statuses.join(', ')}`);
    const recordId = await scenario.trigger();
    const rightful = ACTORS.map((actor, index) => ({ actor, client: clients[index]! })).filter(
      ({ actor }) => !['nothing', 'n/a'].includes(row.outcomes[actor]),
    );
    const deadline = Date.now() + WAIT_FOR_RIGHTFUL_MS;
    while (Date.now() < deadline && rightful.some(({ client }) => client.eventsAbout(recordId).length === 0)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return Object.fromEntries(
      ACTORS.map((actor, index) => [actor, realtimeOutcome(clients[index]!, recordId, scenario.privateValue)]),
    ) as Record<Actor, Observation>;
  } finally {
    for (const client of clients) client.close();
  }
}

/** Each realtime row runs once (on its first cell); its cells read the shared result. */
function realtimeProbes(): Record<string, Probe> {
  const scenarios = realtimeScenarios();
  const results = new Map<string, Promise<Record<Actor, Observation>>>();
  return Object.fromEntries(
    Object.entries(scenarios).map(([key, scenario]) => {
      const row = MATRIX.find((candidate) => rowKey(candidate) === key);
      const probe: Probe = async (actor) => {
        if (!row) throw new Error(`No matrix row for ${key}`);
        if (!results.has(key)) results.set(key, runRealtime(row, scenario));
        return (await results.get(key)!)[actor];
      };
      return [key, probe];
    }),
  );
}

/** The moderation collections (docs/moderation-api.md "Collections") and their routes. */
function moderationProbes(): Record<string, Probe> {
  const { caseId, noticeId, decisionId, appealId } = world.moderation;
  const nobody: Owners = () => [];
  const staffOr = (actor: Actor, owners: Owners) => (isStaffActor(actor) ? undefined : owners);
  const writes = (collection: string, id: string, body: Record<string, unknown>): Record<string, Probe> => ({
    [`${collection} · create`]: async (actor) => byStatus(await apiOf(actor).post(records(collection), body)),
    [`${collection} · update`]: async (actor) => byStatus(await apiOf(actor).patch(records(collection, id), body)),
    [`${collection} · delete`]: async (actor) => byStatus(await apiOf(actor).delete(records(collection, id))),
  });
  const route = (path: string) => async (actor: Actor) => byStatus(await apiOf(actor).get(path));
  const today = new Date().toISOString().slice(0, 10);
  return {
    'moderation_cases · list (the decided case)': (actor) =>
      observeList(actor, 'moderation_cases', caseId, { owners: staffOr(actor, nobody), query: { filter: 'id != ""' } }),
    'moderation_cases · view the decided case': (actor) => observeView(actor, 'moderation_cases', caseId),
    ...writes('moderation_cases', caseId, { status: 'open', noticeCount: 0 }),
    'moderation_notices · list (renter notice)': (actor) =>
      observeList(actor, 'moderation_notices', noticeId, { owners: (item) => [item.notifierUser] }),
    'moderation_notices · list filtered by renter e-mail': (actor) =>
      observeList(actor, 'moderation_notices', noticeId, {
        owners: (item) => [item.notifierUser],
        query: { filter: `notifierEmail = "${world.people.renter.email}"` },
      }),
    'moderation_notices · view renter notice': (actor) => observeView(actor, 'moderation_notices', noticeId),
    ...writes('moderation_notices', noticeId, { status: 'closed', notifierUser: world.people.stranger.id }),
    'moderation_decisions · list (decision about owner)': (actor) =>
      observeList(actor, 'moderation_decisions', decisionId, { owners: staffOr(actor, (item) => [item.affectedUser]) }),
    'moderation_decisions · view decision about owner': (actor) =>
      observeView(actor, 'moderation_decisions', decisionId),
    'moderation_decisions · view decision: decidedBy via fields': async (actor) =>
      observeField(
        await apiOf(actor).get(records('moderation_decisions', decisionId), { fields: 'id,decidedBy,decidedByName' }),
        'decidedBy',
      ),
    ...writes('moderation_decisions', decisionId, { status: 'reversed' }),
    'moderation_appeals · list (owner appeal)': (actor) =>
      observeList(actor, 'moderation_appeals', appealId, { owners: staffOr(actor, (item) => [item.appellant]) }),
    'moderation_appeals · view owner appeal': (actor) => observeView(actor, 'moderation_appeals', appealId),
    ...writes('moderation_appeals', appealId, { status: 'granted' }),
    'route · GET /api/moderation/cases': route('/api/moderation/cases'),
    'route · GET /api/moderation/cases/{decided case}': route(`/api/moderation/cases/${caseId}`),
    'route · GET /api/moderation/appeals': route('/api/moderation/appeals'),
    'route · GET /api/moderation/transparency': route(`/api/moderation/transparency?from=${today}&to=${today}`),
    'route · GET /api/moderation/transparency/export': route(
      `/api/moderation/transparency/export?from=${today}&to=${today}&format=json`,
    ),
    'route · GET /api/moderation/my-notices': route('/api/moderation/my-notices'),
    'route · GET /api/moderation/statements/{decision about owner}': route(`/api/moderation/statements/${decisionId}`),
  };
}

/** A committed decision about the owner's listing, reported by the renter, and the owner's appeal. */
async function moderationWorld(admin: Api, people: Record<Person, TestUser>): Promise<World['moderation']> {
  const listingId = await listingOf(people.owner, { title: 'Moderated furniture assembly' });
  const notice = await people.renter.api.post(NOTICES_ROUTE, noticeBody('listing', listingId));
  expect(notice.status, JSON.stringify(notice.body)).toBe(201);
  const entry = await admin.get(records('moderation_cases'), { filter: `targetId = "${listingId}"` });
  const caseId = entry.body.items[0].id as string;
  const decided = await people.moderator.api.post('/api/moderation/decisions', {
    caseIds: [caseId],
    type: 'suspend_listing',
    facts: 'The same offer is listed several times.',
    ground: 'incompatible_content',
    termsClause: 'listings',
    groundExplanation: 'Listings must describe one real offer each.',
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(201);
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, Date.parse(decided.body.commitAt) - Date.now()) + 200),
  );
  await expectOk(
    people.moderator.api.post('/api/moderation/decisions/commit', { batch: decided.body.batch }),
    'Commit',
  );
  const decisionId = decided.body.decisions[0].id as string;
  const appeal = await people.owner.api.post(`/api/moderation/statements/${decisionId}/appeal`, {
    text: 'This is my only listing of this offer; please look again.',
  });
  expect(appeal.status, JSON.stringify(appeal.body)).toBe(201);
  return { caseId, noticeId: notice.body.id as string, decisionId, appealId: appeal.body.id as string };
}

function allProbes(): Record<string, Probe> {
  return {
    ...usersProbes(),
    ...listingsProbes(),
    ...bookedDaysProbes(),
    ...bookingsProbes(),
    ...messagesProbes(),
    ...notificationsProbes(),
    ...reviewsProbes(),
    ...reviewActionProbes('review_votes', 'vote'),
    ...reviewActionProbes('review_reports', 'report'),
    ...summariesProbes(),
    ...subscriptionsProbes(),
    ...routeProbes(),
    ...consoleCollectionProbes(),
    ...consoleRouteProbes(),
    ...moderationProbes(),
    ...realtimeProbes(),
  };
}

// ---------------------------------------------------------------------------------------------
// The fixture world

async function buildWorld(): Promise<World> {
  const admin = await superuserApi(server);
  const [owner, renter, stranger, operator, moderator] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner', phoneNumber: '913000000', showPhone: false } }),
    createUser(admin, { profile: { displayName: 'Rui Renter', phoneNumber: '912345678', showPhone: false } }),
    createUser(admin, { profile: { displayName: 'Sara Stranger' } }),
    createUser(admin, { role: 'operator', profile: { displayName: 'Otto Operator' } }),
    // createUser's options name the roles of issue 7; the superuser may set any role at creation.
    createUser(admin, { profile: { role: 'moderator', displayName: 'Marta Moderator' } }),
  ]);
  const [listingId, suspendedListingId, strangerListingId] = await Promise.all([
    listingOf(owner),
    listingOf(owner, { title: `${SUSPENDED_TITLE_WORD} furniture assembly` }),
    listingOf(stranger),
  ]);
  // Suspended and verified through the console's audited routes: one audit entry of each category.
  const suspension = operator.api.post(`/api/console/listings/${suspendedListingId}/suspension`, {
    suspended: true,
    reason: 'Under review',
  });
  await expectOk(suspension, 'Suspending');
  await expectOk(
    operator.api.post(`/api/console/members/${stranger.id}/verification`, { verified: true, reason: 'Checked ID' }),
    'Verifying',
  );
  const entries = await admin.get(records('audit_log'), { sort: 'created', perPage: 10 });
  const entryOf = (action: string) =>
    (entries.body.items as Json[]).find((item) => item.action === action)?.id as string;

  // The renter's request notifies the owner (booking_request): the owner's notification.
  const booking = await requestBooking(renter, listingId, [dayFromToday(30), dayFromToday(31)]);
  const notificationId = (await notificationsAbout(owner, booking.id))[0].id as string;
  const history = await admin.get(records('booking_status_history'), { filter: `booking = "${booking.id}"` });
  const message = await expectOk(
    renter.api.post(records('booking_messages'), { booking: booking.id, sender: renter.id, content: 'Hello!' }),
    'The renter message',
  );
  const bookedDay = await expectOk(
    admin.post(records('booked_days'), { listing: listingId, day: dayFromToday(90), booking: booking.id }),
    'A booked day',
  );

  // Reviews on a completed booking: the renter's review of the owner, and a hidden listing review.
  const reviewedBooking = await bookingIn(admin, { owner, renter, listing: listingId, status: 'completed' });
  const review = await submitReview(renter, reviewBody(reviewedBooking, 'owner'));
  const hidden = await submitReview(renter, reviewBody(reviewedBooking, 'listing'));
  await expectOk(operator.api.patch(records('reviews', hidden.id), { status: 'hidden' }), 'Hiding a review');
  const vote = await expectOk(owner.api.post(records('review_votes'), { review: review.id, user: owner.id }), 'A vote');
  // A report is a notice; the notices route records the owner's review_reports row.
  const notice = await owner.api.post(NOTICES_ROUTE, noticeBody('review', review.id));
  expect(notice.status, JSON.stringify(notice.body)).toBe(201);
  const report = { id: await reportRowOf(review.id, owner.id, admin) };
  const summary = await admin.get(records('review_summaries'), { filter: `key = "owner_${owner.id}"` });
  const eligibilityBookingId = await bookingIn(admin, { owner, renter, listing: listingId, status: 'completed' });
  const cancelledBookingId = await bookingIn(admin, { owner, renter, listing: listingId, status: 'cancelled' });
  // A second booked day, of a booking at another price, so a sort by booking.totalPrice shows.
  await expectOk(
    admin.post(records('booked_days'), { listing: listingId, day: dayFromToday(91), booking: cancelledBookingId }),
    'A second booked day',
  );
  const subscription = await expectOk(
    admin.post(records('subscriptions'), { email: uniqueEmail('list') }),
    'A sign-up',
  );

  return {
    admin,
    guest: admin.guest,
    people: { owner, renter, stranger, operator, moderator },
    listingId,
    suspendedListingId,
    strangerListingId,
    bookingId: booking.id,
    cancelledBookingId,
    messageId: message.id,
    notificationId,
    reviewId: review.id,
    hiddenReviewId: hidden.id,
    eligibilityBookingId,
    voteId: vote.id,
    reportId: report.id,
    summaryId: summary.body.items[0].id,
    subscriptionId: subscription.id,
    bookedDayId: bookedDay.id,
    moderationEntryId: entryOf('listing.suspend'),
    administrationEntryId: entryOf('member.verify'),
    historyId: history.body.items[0]?.id as string,
    moderation: await moderationWorld(admin, { owner, renter, stranger, operator, moderator }),
  };
}

// ---------------------------------------------------------------------------------------------
// The cells

let probes: Record<string, Probe> = {};

beforeAll(async () => {
  // A 1-second undo window, so the world's moderation decision commits at once.
  server = await startTestServer({ env: { PARTILHA_MODERATION_UNDO_SECONDS: '1' } });
  world = await buildWorld();
  probes = allProbes();
});

afterAll(async () => {
  console.log(`permission matrix: ${cellsChecked} cells checked`);
  await server?.stop();
});

it('has exactly one probe per row of the matrix', () => {
  const rows = MATRIX.map(rowKey).sort();
  expect(new Set(rows).size).toBe(rows.length);
  expect(Object.keys(probes).sort()).toEqual(rows);
});

describe.each(MATRIX.map((row) => ({ key: rowKey(row), row })))('$key', ({ row }) => {
  const cells = matrixCells().filter((cell) => cell.row === row);
  it.each(cells.map(({ actor, expected }) => ({ actor, expected })))(
    '$actor → $expected',
    async ({ actor, expected }) => {
      const observed = await probes[rowKey(row)]!(actor);
      cellsChecked += 1;
      expect(observed.outcome, `${rowKey(row)} as ${actor}: ${observed.detail}`).toBe(expected);
    },
  );
});
