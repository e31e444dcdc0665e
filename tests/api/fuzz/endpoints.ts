/**
 * Every endpoint the fuzz test hits, each with an arbitrary of hostile requests: the custom
 * routes under /api/market/* (pocketbase/hooks/*.pb.ts `routerAdd`), list/view/create/update/
 * delete of every collection of DESIGN.md "Data model", the users' auth endpoints, multipart
 * uploads of listing images and avatars, and malformed bodies under wrong content types.
 *
 * Ids are drawn from the fixture's real records as often as from invalid ones, and field values
 * are often plausible, so requests get past a route's first check into its deeper rules.
 */
import fc from 'fast-check';
import { dayFromToday } from '../bookings-support';
import {
  hostileBody,
  hostileDate,
  hostileFile,
  hostileQuery,
  hostileString,
  hostileValue,
  invalidId,
  listQuery,
  rawBody,
  SCRIPT_PAYLOADS,
} from './arbitraries';
import { encodeSegment, printable, type Caller, type HostileBody, type HostileRequest } from './hostile-request';

/** The records the fuzz's signed-in member and the others around them own (http-fuzz.test.ts). */
export interface Fixture {
  memberId: string;
  memberEmail: string;
  otherId: string;
  ownListings: string[];
  otherListing: string;
  /** Pending bookings: the member renting the other's listing, and the other renting the member's. */
  bookingsAsRenter: string[];
  bookingsAsOwner: string[];
  /** Completed, so the member may review it. */
  completedBooking: string;
  reviewByMember: string;
  reviewByOther: string;
  messageByMember: string;
  notificationOfMember: string;
  bookedDay: string;
  summary: string;
  subscription: string;
  /** A third member's listing, reported by the member: the case, its committed decision, the owner's appeal. */
  moderationCase: string;
  moderationDecision: string;
  moderationAppeal: string;
  moderationBatch: string;
}

export interface Endpoint {
  name: string;
  /** How many requests fast-check draws for it. */
  runs: number;
  requests: fc.Arbitrary<HostileRequest>;
}

export const COLLECTIONS = [
  'users',
  'listings',
  'booked_days',
  'bookings',
  'booking_messages',
  'notifications',
  'reviews',
  'review_votes',
  'review_reports',
  'review_summaries',
  'subscriptions',
  'moderation_cases',
  'moderation_notices',
  'moderation_decisions',
  'moderation_appeals',
] as const;

const RUNS = 150;

/**
 * Endpoints that hash or compare a password (bcrypt, about half a second each on this machine)
 * or mail an address get fewer runs, so the file stays within its time; the rest make up the count.
 */
const FEWER_RUNS: Record<string, number> = {
  'create users': 40,
  'update users': 100,
  'users auth-with-password': 80,
  'users request-verification': 90,
  'users request-password-reset': 90,
  'POST account deletion': 40,
  'GET my data export': 60,
};

/**
 * The moderation collections are written by nobody and read through simple rules: a few runs each
 * keep the file's time (their routes' logic is fuzzed by moderationRoutes and moderationStaffRoutes).
 */
const MODERATION_RUNS = 30;

function runsOf(name: string): number {
  if (name.includes('moderation')) return FEWER_RUNS[name] ?? MODERATION_RUNS;
  return FEWER_RUNS[name] ?? RUNS;
}

/** Mostly the member, some anonymous, a few with a token the server never issued. */
const caller: fc.Arbitrary<Caller> = fc.constantFrom('member', 'member', 'member', 'anonymous', 'forged');

/** The console's moderation routes: mostly staff, so requests reach the checks behind the permission. */
const staffCaller: fc.Arbitrary<Caller> = fc.constantFrom('moderator', 'moderator', 'operator', 'member', 'anonymous');

const futureDay = fc.integer({ min: 1, max: 400 }).map((offset) => dayFromToday(offset));
const pastDay = fc.integer({ min: 1, max: 400 }).map((offset) => dayFromToday(-offset));
const day = fc.oneof(futureDay, pastDay, hostileDate);
const days = fc.oneof(fc.array(day, { maxLength: 6 }), fc.uniqueArray(futureDay, { minLength: 1, maxLength: 4 }));
const rating = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.constantFrom(0, 6, 4.5, -1));
const text = fc.oneof(fc.constantFrom(...SCRIPT_PAYLOADS), fc.string({ maxLength: 40 }), hostileString);
/** Plausible text for a query string (hostile values come from hostileQuery itself). */
const queryText = fc.oneof(fc.constantFrom(...SCRIPT_PAYLOADS), fc.string({ maxLength: 40 }));
const bookingStatus = fc.constantFrom(
  'pending',
  'negotiating',
  'approved',
  'rejected',
  'cancelled',
  'completed',
  'PENDING',
  ' approved ',
);
const reviewType = fc.constantFrom('owner', 'renter', 'listing', 'OWNER', 'operator');

function ids(fixture: Fixture): string[] {
  return [
    fixture.memberId,
    fixture.otherId,
    ...fixture.ownListings,
    fixture.otherListing,
    ...fixture.bookingsAsRenter,
    ...fixture.bookingsAsOwner,
    fixture.completedBooking,
    fixture.reviewByMember,
    fixture.reviewByOther,
    fixture.messageByMember,
    fixture.notificationOfMember,
    fixture.bookedDay,
    fixture.summary,
    fixture.subscription,
    fixture.moderationCase,
    fixture.moderationDecision,
    fixture.moderationAppeal,
  ];
}

/** Real ids more often than invalid ones. */
function anyId(fixture: Fixture): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids(fixture)) }, { weight: 2, arbitrary: invalidId });
}

/**
 * Ids a DELETE may name: records the member may not delete and invalid ids. The member's own
 * account, listings, review and message stay out, so the fixture survives to the end.
 */
function deletableId(fixture: Fixture): fc.Arbitrary<string> {
  const foreign = [
    fixture.otherId,
    fixture.otherListing,
    fixture.reviewByOther,
    fixture.bookedDay,
    fixture.summary,
    fixture.moderationCase,
    fixture.moderationDecision,
    fixture.moderationAppeal,
  ];
  return fc.oneof(
    fc.constantFrom(...foreign, ...fixture.bookingsAsRenter, fixture.completedBooking, fixture.subscription),
    invalidId,
  );
}

interface RequestShape {
  endpoint: string;
  method: HostileRequest['method'];
  path: fc.Arbitrary<string>;
  query?: fc.Arbitrary<[string, string][]>;
  body?: fc.Arbitrary<HostileBody | undefined>;
  as?: fc.Arbitrary<Caller>;
}

function requestsOf(shape: RequestShape): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      path: shape.path,
      query: shape.query ?? fc.constant<[string, string][]>([]),
      body: shape.body ?? fc.constant(undefined),
      as: shape.as ?? caller,
    })
    .map(({ path, query, body, as }) => {
      const request: HostileRequest = { endpoint: shape.endpoint, method: shape.method, path, query, as };
      if (body) request.body = body;
      return printable(request);
    });
}

/** JSON most of the time; sometimes a malformed or mislabelled body instead. */
function jsonOrRaw(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    { weight: 4, arbitrary: hostileBody(fields).map((value): HostileBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: rawBody.map((raw): HostileBody => ({ kind: 'raw', raw })) },
  );
}

function withId(prefix: string, id: fc.Arbitrary<string>, suffix = ''): fc.Arbitrary<string> {
  return id.map((value) => `${prefix}/${encodeSegment(value)}${suffix}`);
}

function marketRoutes(fixture: Fixture): Endpoint[] {
  const id = anyId(fixture);
  const bookingId = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(...fixture.bookingsAsRenter, ...fixture.bookingsAsOwner, fixture.completedBooking),
    },
    { weight: 1, arbitrary: id },
  );
  const listingId = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(fixture.otherListing, ...fixture.ownListings) },
    { weight: 1, arbitrary: id },
  );
  const bookingFields = {
    listingId,
    selectedDates: days,
    startDate: day,
    endDate: day,
    hoursPerDay: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.constantFrom(0, 25, 1.5)),
    notes: text,
    totalPrice: fc.constantFrom(0, -1, 1e308, 10),
  };
  const reviewFields = {
    bookingId,
    reviewType,
    overallRating: rating,
    title: text,
    content: text,
    categoryRatings: fc.dictionary(
      fc.constantFrom('communication', 'reliability', 'condition', 'accuracy', 'value', 'bogus'),
      rating,
    ),
    isPublic: fc.boolean(),
  };
  const route = (
    endpoint: string,
    method: HostileRequest['method'],
    path: fc.Arbitrary<string>,
    rest: Partial<RequestShape> = {},
  ): Endpoint => ({
    name: endpoint,
    runs: runsOf(endpoint),
    requests: requestsOf({ endpoint, method, path, ...rest }),
  });
  return [
    route('GET search', 'GET', fc.constant('/api/market/search'), {
      query: hostileQuery({
        type: fc.constantFrom('service', 'equipment', 'all', 'SERVICE'),
        search: queryText,
        category: fc.constantFrom('furniture-assembly', 'power-tools', 'nope'),
        priceRange: fc.constantFrom('0-25', '25-50', '100+', '50-', 'x-y'),
        minPrice: fc.constantFrom('0', '-1', '1e308', 'NaN'),
        maxPrice: fc.constantFrom('10', '-5', '1e308', 'Infinity'),
        city: queryText,
        place: queryText,
        sort: fc.constantFrom('best', 'newest', 'price-asc', 'price-desc', 'rating', 'cheapest', ''),
        from: day.map(String),
        to: day.map(String),
        cursor: fc.oneof(
          fc.base64String({ maxLength: 60 }),
          fc.constantFrom('', '!!!', 'eyJ9', 'v|12.5|7', 'v|1e308|-1', '3|1704085080000|abc'),
        ),
        perPage: fc.constantFrom('12', '0', '-1', '1000000', 'NaN'),
      }),
    }),
    route('GET places', 'GET', fc.constant('/api/market/places'), { query: hostileQuery({}) }),
    route('GET search count', 'GET', fc.constant('/api/market/search/count'), {
      query: hostileQuery({
        search: queryText,
        category: fc.constantFrom('furniture-assembly', 'power-tools', 'nope'),
        place: queryText,
        sort: fc.constantFrom('rating', 'cheapest', ''),
        from: day.map(String),
        to: day.map(String),
      }),
    }),
    route('GET availability', 'GET', withId('/api/market/listings', listingId, '/availability'), {
      query: hostileQuery({ from: day.map(String), to: day.map(String) }),
    }),
    route('POST bookings', 'POST', fc.constant('/api/market/bookings'), { body: jsonOrRaw(bookingFields) }),
    route('POST booking status', 'POST', withId('/api/market/bookings', bookingId, '/status'), {
      body: jsonOrRaw({ status: bookingStatus, reason: text }),
    }),
    route('POST booking details', 'POST', withId('/api/market/bookings', bookingId, '/details'), {
      body: jsonOrRaw(bookingFields),
    }),
    route('POST booking cancel', 'POST', withId('/api/market/bookings', bookingId, '/cancel'), {
      body: jsonOrRaw({ reason: text, otherReason: text }),
    }),
    route('POST reviews', 'POST', fc.constant('/api/market/reviews'), { body: jsonOrRaw(reviewFields) }),
    route('GET review eligibility', 'GET', fc.constant('/api/market/reviews/eligibility'), {
      query: hostileQuery({ bookingId, reviewType }),
    }),
    route('POST subscriptions', 'POST', fc.constant('/api/market/subscriptions'), {
      body: jsonOrRaw({ email: fc.oneof(fc.emailAddress(), text) }),
    }),
    route('GET preview', 'GET', fc.constant('/api/market/preview'), { query: hostileQuery({}) }),
    route('POST preview', 'POST', fc.constant('/api/market/preview'), { body: jsonOrRaw({ password: text }) }),
    route('GET domain health', 'GET', fc.constant('/api/market/health/domain'), { query: hostileQuery({}) }),
    route('GET my data export', 'GET', fc.constant('/api/market/me/export'), { query: hostileQuery({}) }),
    route('POST account deletion', 'POST', fc.constant('/api/market/me/deletion'), {
      body: jsonOrRaw({ password: text }),
    }),
    route('POST account deletion confirm', 'POST', fc.constant('/api/market/me/deletion/confirm'), {
      body: jsonOrRaw({ token: text }),
    }),
  ];
}

/**
 * The notices routes (docs/moderation-api.md "Notices"): reports of real and invalid items, by
 * members and guests, with plausible and hostile fields, and confirmations of made-up tokens.
 * review_reports are no longer created over the collection API: a report is a notice.
 */
function moderationRoutes(fixture: Fixture): Endpoint[] {
  const targetId = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        fixture.otherListing,
        fixture.otherId,
        fixture.reviewByOther,
        fixture.reviewByMember,
        ...fixture.ownListings,
      ),
    },
    { weight: 1, arbitrary: anyId(fixture) },
  );
  const noticeFields = {
    kind: fc.constantFrom('listing', 'profile', 'review', 'booking', 'LISTING'),
    targetId,
    reason: fc.constantFrom('spam', 'illegal_content', 'scam_fraud', 'other', 'nope', ''),
    legalGround: fc.constantFrom('STATEMENT_CATEGORY_SCAMS_AND_FRAUD', '', 'STATEMENT_CATEGORY_X'),
    explanation: fc.oneof(
      text,
      fc.constant('This looks like a scam to me.'),
      fc.string({ minLength: 1990, maxLength: 2100 }),
    ),
    name: text,
    email: fc.oneof(fc.emailAddress(), text),
    goodFaith: fc.oneof(fc.constant(true), hostileValue),
  };
  const route = (
    endpoint: string,
    method: HostileRequest['method'],
    path: string,
    rest: Partial<RequestShape> = {},
  ) => ({
    name: endpoint,
    runs: runsOf(endpoint),
    requests: requestsOf({ endpoint, method, path: fc.constant(path), ...rest }),
  });
  return [
    route('POST moderation notices', 'POST', '/api/moderation/notices', { body: jsonOrRaw(noticeFields) }),
    route('POST moderation notices confirm', 'POST', '/api/moderation/notices/confirm', {
      body: jsonOrRaw({ token: fc.oneof(text, fc.base64String({ maxLength: 60 })) }),
    }),
    route('GET moderation my-notices', 'GET', '/api/moderation/my-notices', { query: hostileQuery({}) }),
  ];
}

/**
 * The console's and the website's moderation routes (docs/moderation-api.md "The queue",
 * "Statements and appeals", "Transparency"), mostly as staff. Decisions name only the fixture's
 * case (about a third member's listing) or invalid ids, so no restriction ever reaches the
 * fuzz's member; undo and commit name the fixture's committed batch or made-up ones.
 */
function moderationStaffRoutes(fixture: Fixture): Endpoint[] {
  const id = anyId(fixture);
  const caseId = fc.oneof({ weight: 2, arbitrary: fc.constant(fixture.moderationCase) }, { weight: 1, arbitrary: id });
  const decisionId = fc.oneof(
    { weight: 2, arbitrary: fc.constant(fixture.moderationDecision) },
    { weight: 1, arbitrary: id },
  );
  const appealId = fc.oneof(
    { weight: 2, arbitrary: fc.constant(fixture.moderationAppeal) },
    { weight: 1, arbitrary: id },
  );
  const batch = fc.oneof(
    { weight: 2, arbitrary: fc.constant(fixture.moderationBatch) },
    { weight: 1, arbitrary: fc.oneof(invalidId, text) },
  );
  const kind = fc.constantFrom('listing', 'profile', 'review', 'booking', 'LISTING', '');
  const period = {
    from: fc.oneof(day.map(String), fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '+275760-09-13')),
    to: fc.oneof(day.map(String), fc.constantFrom('2026-03-01', '9999-12-31', '2026-1-1', '')),
  };
  const paging = {
    page: fc.constantFrom('1', '2', '0', '-1', '99999999999', '1e308', 'NaN'),
    perPage: fc.constantFrom('1', '20', '100', '101', '0', '-1', '1e308', 'NaN'),
  };
  const route = (
    endpoint: string,
    method: HostileRequest['method'],
    path: fc.Arbitrary<string>,
    rest: Partial<RequestShape> = {},
  ): Endpoint => ({
    name: endpoint,
    runs: runsOf(endpoint),
    requests: requestsOf({ endpoint, method, path, as: staffCaller, ...rest }),
  });
  const base = '/api/moderation';
  return [
    route('GET moderation cases', 'GET', fc.constant(`${base}/cases`), {
      query: hostileQuery({
        status: fc.constantFrom('open', 'closed', 'all', 'OPEN', ''),
        kind,
        reason: fc.constantFrom('spam', 'illegal_content', 'nope'),
        olderThanHours: fc.constantFrom('1', '0', '87840', '87841', '-1', '1.5', '1e308', 'NaN'),
        sort: fc.constantFrom('-lastNoticeAt', '-noticeCount', 'lastNoticeAt', '-noticeCount,-lastNoticeAt', ''),
        ...paging,
      }),
    }),
    route('POST moderation cases', 'POST', fc.constant(`${base}/cases`), { body: jsonOrRaw({ kind, targetId: id }) }),
    route('GET moderation case', 'GET', withId(`${base}/cases`, caseId), { query: hostileQuery({}) }),
    route('POST moderation decisions', 'POST', fc.constant(`${base}/decisions`), {
      body: jsonOrRaw({
        caseIds: fc.oneof(fc.array(caseId, { maxLength: 3 }), fc.array(invalidId, { minLength: 49, maxLength: 52 })),
        type: fc.constantFrom('no_action', 'hide_review', 'suspend_listing', 'restrict_account', 'ban', ''),
        durationDays: fc.constantFrom(0, 1, 7, 30, 365, -1, 1.5, 1e308),
        facts: text,
        ground: fc.constantFrom('illegal_content', 'incompatible_content', 'nope'),
        legalGround: fc.constantFrom('STATEMENT_CATEGORY_SCAMS_AND_FRAUD', 'STATEMENT_CATEGORY_X', ''),
        termsClause: fc.constantFrom('listings', 'acceptable-use', 'nope'),
        groundExplanation: text,
      }),
    }),
    route('POST moderation undo', 'POST', fc.constant(`${base}/decisions/undo`), { body: jsonOrRaw({ batch }) }),
    route('POST moderation commit', 'POST', fc.constant(`${base}/decisions/commit`), { body: jsonOrRaw({ batch }) }),
    route('GET moderation statements', 'GET', fc.constant(`${base}/statements`), {
      query: hostileQuery({ targetId: id }),
      as: caller,
    }),
    route('GET moderation statement', 'GET', withId(`${base}/statements`, decisionId), {
      query: hostileQuery({ token: fc.oneof(text, fc.base64String({ maxLength: 60 })) }),
      as: caller,
    }),
    route('POST moderation appeal', 'POST', withId(`${base}/statements`, decisionId, '/appeal'), {
      body: jsonOrRaw({ text, token: fc.oneof(text, fc.base64String({ maxLength: 60 })) }),
      as: caller,
    }),
    route('GET moderation appeals', 'GET', fc.constant(`${base}/appeals`), {
      query: hostileQuery({ status: fc.constantFrom('open', 'granted', 'rejected', 'all', 'x'), ...paging }),
    }),
    route('POST moderation appeal decision', 'POST', withId(`${base}/appeals`, appealId, '/decision'), {
      body: jsonOrRaw({ granted: fc.oneof(fc.boolean(), hostileValue), reasons: text }),
    }),
    route('GET moderation transparency', 'GET', fc.constant(`${base}/transparency`), { query: hostileQuery(period) }),
    route('GET moderation transparency export', 'GET', fc.constant(`${base}/transparency/export`), {
      query: hostileQuery({ ...period, format: fc.constantFrom('csv', 'json', 'xml', 'CSV', '') }),
    }),
  ];
}

/** Plausible fields of each collection's records (the rest of a body is hostile). */
function collectionFields(
  fixture: Fixture,
): Record<(typeof COLLECTIONS)[number], Record<string, fc.Arbitrary<unknown>>> {
  const id = anyId(fixture);
  return {
    users: {
      displayName: text,
      firstName: text,
      lastName: text,
      city: text,
      postalCode: fc.constantFrom('1300-431', '0000-000', 'abc'),
      phoneNumber: text,
      bio: text,
      languages: fc.array(text, { maxLength: 3 }),
      serviceCategories: fc.array(text, { maxLength: 3 }),
      latitude: fc.double(),
      role: fc.constantFrom('operator', 'user', 'admin'),
      verifiedProvider: fc.boolean(),
      ratingAsProvider: rating,
      email: fc.emailAddress(),
      emailVisibility: fc.boolean(),
      password: text,
      passwordConfirm: text,
    },
    listings: {
      type: fc.constantFrom('service', 'equipment', 'vehicle'),
      title: text,
      description: text,
      category: fc.constantFrom('furniture-assembly', 'power-tools', 'bogus'),
      price: fc.oneof(fc.constantFrom('25', '-1', '1e308', 'NaN'), fc.double()),
      experience: fc.constantFrom('expert', 'beginner', 'god'),
      availability: fc.oneof(fc.constant({}), hostileValue),
      unavailableDates: days,
      status: fc.constantFrom('active', 'suspended'),
      owner: id,
      city: text,
      postalCode: text,
      deposit: fc.oneof(fc.constantFrom('50', '-50'), fc.double()),
    },
    booked_days: { listing: id, day, booking: id },
    bookings: {
      listing: id,
      renter: id,
      owner: id,
      status: bookingStatus,
      totalPrice: fc.double(),
      selectedDates: days,
    },
    booking_messages: { booking: id, sender: id, content: text, read: fc.boolean() },
    notifications: { user: id, type: text, booking: id, content: text, read: fc.boolean(), data: hostileValue },
    reviews: {
      booking: id,
      reviewer: id,
      reviewee: id,
      reviewType,
      overallRating: rating,
      title: text,
      content: text,
      status: fc.constantFrom('active', 'hidden'),
      helpfulCount: fc.integer(),
    },
    review_votes: { review: id, user: id },
    review_reports: { review: id, user: id, reason: text },
    review_summaries: { key: text, reviewType, target: id, totalReviews: fc.integer(), averageRating: fc.double() },
    subscriptions: { email: fc.oneof(fc.emailAddress(), text), status: fc.constantFrom('active', 'unsubscribed', 'x') },
    // Nobody writes these over the collection API: plausible fields only try to get past the rule.
    moderation_cases: {
      kind: text,
      targetId: id,
      status: fc.constantFrom('open', 'closed'),
      noticeCount: fc.integer(),
    },
    moderation_notices: {
      case: id,
      targetId: id,
      notifierUser: id,
      notifierEmail: fc.emailAddress(),
      status: fc.constantFrom('open', 'closed'),
    },
    moderation_decisions: {
      case: id,
      affectedUser: id,
      status: fc.constantFrom('pending', 'committed', 'reversed'),
      decidedBy: id,
    },
    moderation_appeals: { decision: id, appellant: id, text, status: fc.constantFrom('open', 'granted') },
  };
}

function collectionEndpoints(fixture: Fixture): Endpoint[] {
  const fields = collectionFields(fixture);
  return COLLECTIONS.flatMap((collection) => {
    const base = `/api/collections/${collection}/records`;
    const body = jsonOrRaw(fields[collection]);
    const endpoint = (
      operation: string,
      method: HostileRequest['method'],
      shape: Omit<RequestShape, 'endpoint' | 'method'>,
    ): Endpoint => ({
      name: `${operation} ${collection}`,
      runs: runsOf(`${operation} ${collection}`),
      requests: requestsOf({ endpoint: `${operation} ${collection}`, method, ...shape }),
    });
    return [
      endpoint('list', 'GET', { path: fc.constant(base), query: listQuery }),
      endpoint('view', 'GET', { path: withId(base, anyId(fixture)), query: listQuery }),
      endpoint('create', 'POST', { path: fc.constant(base), body }),
      endpoint('update', 'PATCH', { path: withId(base, anyId(fixture)), body }),
      endpoint('delete', 'DELETE', { path: withId(base, deletableId(fixture)) }),
    ];
  });
}

function authEndpoints(fixture: Fixture): Endpoint[] {
  const email = fc.oneof(fc.constant(fixture.memberEmail), fc.emailAddress(), text);
  const auth = (name: string, fields: Record<string, fc.Arbitrary<unknown>>): Endpoint => ({
    name: `users ${name}`,
    runs: runsOf(`users ${name}`),
    requests: requestsOf({
      endpoint: `users ${name}`,
      method: 'POST',
      path: fc.constant(`/api/collections/users/${name}`),
      body: jsonOrRaw(fields),
      as: fc.constantFrom('anonymous', 'member', 'forged'),
    }),
  });
  return [
    auth('auth-with-password', {
      identity: email,
      password: text,
      identityField: fc.constantFrom('email', 'id', 'password'),
    }),
    auth('request-password-reset', { email }),
    auth('request-verification', { email }),
  ];
}

/** Multipart record writes with files: listing images (create and update) and the member's avatar. */
function uploadEndpoints(fixture: Fixture): Endpoint[] {
  const fields = collectionFields(fixture);
  const files = (field: string, max: number) =>
    fc.array(
      hostileFile.map((file) => ({ field, file })),
      { minLength: 1, maxLength: max },
    );
  // `@jsonPayload` is usually an object; often enough not one (null, a list, a string) next to files.
  const payload = (fieldsOf: Record<string, fc.Arbitrary<unknown>>) =>
    fc.oneof(
      { weight: 3, arbitrary: hostileBody(fieldsOf) },
      { weight: 1, arbitrary: fc.constantFrom(null, [], 'x', 1) },
    );
  const multipart = (collectionFieldsOf: Record<string, fc.Arbitrary<unknown>>, field: string, max: number) =>
    fc
      .tuple(payload(collectionFieldsOf), files(field, max))
      .map(([body, list]): HostileBody => ({ kind: 'multipart', fields: body, files: list }));
  const upload = (
    name: string,
    method: HostileRequest['method'],
    path: fc.Arbitrary<string>,
    body: fc.Arbitrary<HostileBody>,
  ): Endpoint => ({
    name,
    runs: 60,
    requests: requestsOf({ endpoint: name, method, path, body, as: fc.constantFrom('member', 'member', 'anonymous') }),
  });
  return [
    upload(
      'upload listing images (create)',
      'POST',
      fc.constant('/api/collections/listings/records'),
      multipart(fields.listings, 'images', 7),
    ),
    upload(
      'upload listing images (update)',
      'PATCH',
      withId('/api/collections/listings/records', fc.constantFrom(...fixture.ownListings, fixture.otherListing)),
      multipart(fields.listings, 'images', 3),
    ),
    upload(
      'upload avatar',
      'PATCH',
      fc.constant(`/api/collections/users/records/${fixture.memberId}`),
      multipart({}, 'avatar', 2),
    ),
  ];
}

export function fuzzEndpoints(fixture: Fixture): Endpoint[] {
  return [
    ...marketRoutes(fixture),
    ...moderationRoutes(fixture),
    ...moderationStaffRoutes(fixture),
    ...collectionEndpoints(fixture),
    ...authEndpoints(fixture),
    ...uploadEndpoints(fixture),
  ];
}
