/**
 * The permission matrix (issues 7 and 14): for every collection of DESIGN.md "Data model", every
 * custom route under /api/market/* and /api/console/* and the realtime topics of the private
 * collections, the outcome each actor must get. permission-matrix.test.ts turns every cell into one API test against a real
 * server. The expectations come from DESIGN.md and pocketbase/README.md "Who may do what", not
 * from what the server happens to answer: a cell that fails is a hole (or a wrong row).
 *
 * Actors: `anonymous` (no token), `stranger` (signed in, party to nothing), `owner` (owns the
 * listing of the booking), `renter` (requested that booking), `moderator` and `operator` (those
 * roles, party to nothing; docs/console-api.md says what each may read and do). "Target" records
 * belong to the owner/renter world of the test's fixture.
 *
 * Outcomes:
 * - `allow`     2xx; a list contains the target record; a realtime event carries private fields
 * - `deny-400` / `deny-401` / `deny-403` / `deny-404`   refused with exactly that status
 * - `empty`     200 list without the target record and without anyone else's private records
 * - `hidden`    200 (or a realtime event), but the private field (or expanded record) is absent or blank
 * - `ignored`   200, but the protected field keeps the server's value, not the body's (a sort: not applied)
 * - `refused`   200 with a negative answer (eligibility `{ canReview: false }`)
 * - `receives`  realtime: the event about the target arrives
 * - `nothing`   realtime: no event about the target arrives
 * - `n/a`       the cell has no meaning (e.g. "own record" of a guest); not generated as a test
 */

export const ACTORS = ['anonymous', 'stranger', 'owner', 'renter', 'moderator', 'operator'] as const;
export type Actor = (typeof ACTORS)[number];

export type Outcome =
  | 'allow'
  | 'deny-400'
  | 'deny-401'
  | 'deny-403'
  | 'deny-404'
  | 'empty'
  | 'hidden'
  | 'ignored'
  | 'refused'
  | 'receives'
  | 'nothing'
  | 'n/a';

export interface MatrixRow {
  /** A collection name, `route`, or `realtime`. */
  subject: string;
  /** The operation (list, view, create, update, delete, a route, a topic), with its target. */
  operation: string;
  outcomes: Record<Actor, Outcome>;
}

type Columns = readonly [Outcome, Outcome, Outcome, Outcome, Outcome, Outcome];

function row(subject: string, operation: string, columns: Columns): MatrixRow {
  const outcomes = Object.fromEntries(ACTORS.map((actor, index) => [actor, columns[index]])) as Record<Actor, Outcome>;
  return { subject, operation, outcomes };
}

const ALL_ALLOW: Columns = ['allow', 'allow', 'allow', 'allow', 'allow', 'allow'];
const ALL_403: Columns = ['deny-403', 'deny-403', 'deny-403', 'deny-403', 'deny-403', 'deny-403'];

// prettier-ignore
export const MATRIX: readonly MatrixRow[] = [
  //  subject             operation (target)                               anonymous    stranger     owner        renter       moderator    operator
  row('users',            'list (renter in the list)',                     ALL_ALLOW),
  row('users',            'view renter',                                   ALL_ALLOW),
  row('users',            'view renter: e-mail',                           ['hidden',    'hidden',    'hidden',    'allow',     'hidden',    'allow']),
  row('users',            'view renter: phone (showPhone off)',            ['hidden',    'hidden',    'hidden',    'allow',     'hidden',    'hidden']),
  // PocketBase matches an e-mail in a filter only when it is public, so not even the renter's own.
  row('users',            'list filtered by renter e-mail',                ['empty',     'empty',     'empty',     'empty',     'empty',     'empty']),
  // Like phone and notify*: an honoured sort by a hidden e-mail ranks it against known ones.
  row('users',            'list sorted by e-mail',                         ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'allow']),
  row('users',            'list sorted by tokenKey',                       ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('users',            'list filtered by phone',                        ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  // A full postal code can identify a street (ADR 0012): the member and operators only.
  row('users',            'view renter: full postal code',                 ['hidden',    'hidden',    'hidden',    'allow',     'hidden',    'allow']),
  row('users',            'list (renter): full postal code',               ['hidden',    'hidden',    'hidden',    'allow',     'hidden',    'allow']),
  row('users',            'list filtered by postal code',                  ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('users',            'list sorted by postal code',                    ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('users',            'create (sign-up)',                              ALL_ALLOW),
  row('users',            'create with role operator',                     ['ignored',   'ignored',   'ignored',   'ignored',   'ignored',   'ignored']),
  row('users',            'create already verified',                       ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('users',            'list filtered through notifications (owner)',   ['empty',     'empty',     'allow',     'empty',     'empty',     'empty']),
  row('users',            'list filtered through @collection.booking_messages', ['deny-403',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'deny-403']),
  row('users',            'list filtered through messages sent (renter)',  ['empty',     'empty',     'allow',     'allow',     'empty',     'empty']),
  row('users',            'view owner: notifications via expand',          ['hidden',    'hidden',    'allow',     'hidden',    'hidden',    'hidden']),
  row('users',            'impersonate renter',                            ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'deny-403']),
  row('users',            'update renter displayName',                     ['deny-404',  'deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404']),
  row('users',            'update own role/ratings',                       ['n/a',       'deny-403',  'deny-403',  'deny-403',  'deny-403',  'deny-403']),
  row('users',            'update own emailVisibility',                    ['n/a',       'deny-403',  'deny-403',  'deny-403',  'deny-403',  'deny-403']),
  row('users',            'update own verified flag',                      ['n/a',       'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('users',            'update renter verifiedProvider',                ['deny-404',  'deny-404',  'deny-404',  'deny-403',  'deny-404',  'deny-404']),
  row('users',            'update renter avatar (file only)',              ['deny-404',  'deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404']),
  // Issue 17: an account is deleted only through the e-mailed link (POST /api/market/me/deletion/confirm):
  // the collection's delete rule is superusers-only, refused before the record is looked up.
  row('users',            'delete another user',                           ALL_403),
  row('users',            'delete own record',                             ['n/a',       'deny-403',  'deny-403',  'deny-403',  'deny-403',  'deny-403']),
  row('users',            'update own password without the current one',   ['n/a',       'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),

  row('listings',         'list (active listing)',                         ALL_ALLOW),
  row('listings',         'list (suspended listing)',                      ['empty',     'empty',     'allow',     'empty',     'allow',     'allow']),
  row('listings',         'view active listing',                           ALL_ALLOW),
  row('listings',         'view active listing: owner e-mail via expand',  ['hidden',    'hidden',    'allow',     'hidden',    'hidden',    'allow']),
  row('listings',         'view active listing: bookings via expand',      ['hidden',    'hidden',    'allow',     'allow',     'allow',     'allow']),
  row('listings',         'view active listing (owner expanded): full postal code', ['hidden',    'hidden',    'allow',     'hidden',    'hidden',    'allow']),
  row('listings',         'list (active listing): full postal code',       ['hidden',    'hidden',    'allow',     'hidden',    'hidden',    'allow']),
  row('listings',         'list filtered by postal code',                  ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('listings',         'list filtered by owner.postalCode',             ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('listings',         'list filtered by owner.phoneNumber',            ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('listings',         'list filtered by owner.email',                  ['empty',     'empty',     'empty',     'empty',     'empty',     'empty']),
  row('listings',         'list sorted by owner.email',                    ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'allow']),
  row('listings',         'list filtered through the renter bookings',     ['empty',     'empty',     'allow',     'allow',     'allow',     'allow']),
  row('listings',         'view suspended listing',                        ['deny-404',  'deny-404',  'allow',     'deny-404',  'allow',     'allow']),
  row('listings',         'create as self',                                ['deny-401',  'allow',     'allow',     'allow',     'allow',     'allow']),
  row('listings',         'create for another owner',                      ['deny-401',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('listings',         'update owner listing title',                    ['deny-401',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('listings',         'update owner listing images (file only)',       ['deny-401',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('listings',         'update owner listing status → suspended',       ['deny-401',  'deny-404',  'deny-403',  'deny-404',  'deny-404',  'deny-404']),
  row('listings',         'update owner listing owner → other',            ['deny-401',  'deny-404',  'deny-403',  'deny-404',  'deny-404',  'deny-404']),
  row('listings',         'delete owner listing',                          ['deny-401',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),

  row('booked_days',      'list',                                          ALL_ALLOW),
  row('booked_days',      'list filtered by booking.renter',               ['empty',     'empty',     'allow',     'allow',     'allow',     'allow']),
  row('booked_days',      'list sorted by booking.totalPrice',             ['ignored',   'ignored',   'allow',     'allow',     'allow',     'allow']),
  row('booked_days',      'view',                                          ALL_ALLOW),
  row('booked_days',      'create',                                        ALL_403),
  row('booked_days',      'update',                                        ALL_403),
  row('booked_days',      'delete',                                        ALL_403),

  row('bookings',         'list (the booking)',                            ['empty',     'empty',     'allow',     'allow',     'allow',     'allow']),
  row('bookings',         'view the booking',                              ['deny-404',  'deny-404',  'allow',     'allow',     'allow',     'allow']),
  row('bookings',         'view the booking: owner notifications via expand', ['deny-404',  'deny-404',  'allow',     'hidden',    'hidden',    'hidden']),
  row('bookings',         'view the booking: messages via expand',         ['deny-404',  'deny-404',  'allow',     'allow',     'hidden',    'hidden']),
  row('bookings',         'create',                                        ALL_403),
  row('bookings',         'update status',                                 ALL_403),
  row('bookings',         'delete',                                        ALL_403),

  row('booking_messages', 'list (renter message)',                         ['empty',     'empty',     'allow',     'allow',     'empty',     'empty']),
  row('booking_messages', 'view renter message',                         ['deny-404',  'deny-404',  'allow',     'allow',     'deny-404',  'deny-404']),
  row('booking_messages', 'create as self on the booking',                 ['deny-400',  'deny-400',  'allow',     'allow',     'deny-400',  'deny-400']),
  row('booking_messages', 'create as self on a cancelled booking',         ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('booking_messages', 'create as the other party',                     ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('booking_messages', 'update renter message read',                    ['deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('booking_messages', 'update renter message content',                 ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404']),
  row('booking_messages', 'delete',                                        ALL_403),

  row('notifications',    'list (owner notification)',                     ['empty',     'empty',     'allow',     'empty',     'empty',     'empty']),
  row('notifications',    'view owner notification',                       ['deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('notifications',    'create',                                        ALL_403),
  row('notifications',    'update owner notification read',                ['deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('notifications',    'update owner notification read (batch)',        ['deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('notifications',    'update owner notification content',             ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404']),
  row('notifications',    'delete',                                        ALL_403),

  row('reviews',          'list (active review)',                          ALL_ALLOW),
  row('reviews',          'list (hidden review)',                          ['empty',     'empty',     'empty',     'allow',     'empty',     'allow']),
  row('reviews',          'view active review',                            ALL_ALLOW),
  row('reviews',          'view active review: booking via expand',        ['hidden',    'hidden',    'allow',     'allow',     'allow',     'allow']),
  row('reviews',          'list filtered by booking.totalPrice',           ['empty',     'empty',     'allow',     'allow',     'allow',     'allow']),
  row('reviews',          'view hidden review',                            ['deny-404',  'deny-404',  'deny-404',  'allow',     'deny-404',  'allow']),
  row('reviews',          'create',                                        ALL_403),
  row('reviews',          'update renter review title',                    ['deny-404',  'deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404']),
  row('reviews',          'update renter review status → hidden',          ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'allow']),
  row('reviews',          'update hidden review status → active',          ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'allow']),
  row('reviews',          'update renter review helpfulCount',             ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404']),
  row('reviews',          'delete renter review',                          ['deny-404',  'deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404']),

  row('review_votes',     'list (owner vote)',                             ['empty',     'empty',     'allow',     'empty',     'empty',     'allow']),
  row('review_votes',     'view owner vote',                               ['deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404',  'allow']),
  row('review_votes',     'create as self on renter review',               ['deny-400',  'allow',     'allow',     'deny-403',  'allow',     'allow']),
  row('review_votes',     'create as another user',                        ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('review_votes',     'update',                                        ALL_403),
  row('review_votes',     'delete',                                        ALL_403),

  // The console's moderators work on reports: "staff can read" review_reports (docs/console-api.md "Realtime").
  row('review_reports',   'list (owner report)',                           ['empty',     'empty',     'allow',     'empty',     'allow',     'allow']),
  row('review_reports',   'view owner report',                             ['deny-404',  'deny-404',  'allow',     'deny-404',  'allow',     'allow']),
  // Every report is a notice (docs/moderation-api.md): a guest must give a name and e-mail (400), a
  // member cannot report their own review (403); the collection API creates no report for anyone.
  row('review_reports',   'report renter review through the notices route', ['deny-400',  'allow',     'allow',     'deny-403',  'allow',     'allow']),
  row('review_reports',   'create as self on renter review',               ALL_403),
  row('review_reports',   'create as another user',                        ALL_403),
  row('review_reports',   'update',                                        ALL_403),
  row('review_reports',   'delete',                                        ALL_403),

  // Moderation (docs/moderation-api.md "Collections"): the owner's listing reported by the renter,
  // suspended by the moderator (committed) and appealed by the owner. Nobody writes directly.
  row('moderation_cases', 'list (the decided case)',                       ['empty',     'empty',     'empty',     'empty',     'allow',     'allow']),
  row('moderation_cases', 'view the decided case',                         ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'allow',     'allow']),
  row('moderation_cases', 'create',                                        ALL_403),
  row('moderation_cases', 'update',                                        ALL_403),
  row('moderation_cases', 'delete',                                        ALL_403),
  // Only the notifier reads a notice over the API; staff read notices through the console routes.
  row('moderation_notices', 'list (renter notice)',                        ['empty',     'empty',     'empty',     'allow',     'empty',     'empty']),
  row('moderation_notices', 'list filtered by renter e-mail',              ['empty',     'empty',     'empty',     'allow',     'empty',     'empty']),
  row('moderation_notices', 'view renter notice',                          ['deny-404',  'deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404']),
  row('moderation_notices', 'create',                                      ALL_403),
  row('moderation_notices', 'update',                                      ALL_403),
  row('moderation_notices', 'delete',                                      ALL_403),
  row('moderation_decisions', 'list (decision about owner)',               ['empty',     'empty',     'allow',     'empty',     'allow',     'allow']),
  row('moderation_decisions', 'view decision about owner',                 ['deny-404',  'deny-404',  'allow',     'deny-404',  'allow',     'allow']),
  // Hidden fields stay hidden whoever asks, `fields=` included.
  row('moderation_decisions', 'view decision: decidedBy via fields',       ['deny-404',  'deny-404',  'hidden',    'deny-404',  'hidden',    'hidden']),
  row('moderation_decisions', 'create',                                    ALL_403),
  row('moderation_decisions', 'update',                                    ALL_403),
  row('moderation_decisions', 'delete',                                    ALL_403),
  row('moderation_appeals', 'list (owner appeal)',                         ['empty',     'empty',     'allow',     'empty',     'allow',     'allow']),
  row('moderation_appeals', 'view owner appeal',                           ['deny-404',  'deny-404',  'allow',     'deny-404',  'allow',     'allow']),
  row('moderation_appeals', 'create',                                      ALL_403),
  row('moderation_appeals', 'update',                                      ALL_403),
  row('moderation_appeals', 'delete',                                      ALL_403),

  row('review_summaries', 'list (owner summary)',                          ALL_ALLOW),
  row('review_summaries', 'view owner summary',                            ALL_ALLOW),
  row('review_summaries', 'hidden review in the listing recentReviews',    ['empty',     'empty',     'empty',     'empty',     'empty',     'empty']),
  row('review_summaries', 'create',                                        ALL_403),
  row('review_summaries', 'update',                                        ALL_403),
  row('review_summaries', 'delete',                                        ALL_403),

  row('subscriptions',    'list (a sign-up)',                              ['empty',     'empty',     'empty',     'empty',     'empty',     'allow']),
  row('subscriptions',    'view a sign-up',                                ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'allow']),
  row('subscriptions',    'create (raw collection)',                       ['deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'allow']),
  row('subscriptions',    'update a sign-up',                              ALL_403),
  row('subscriptions',    'delete a sign-up',                              ALL_403),

  row('audit_log',        'list (a moderation entry)',                      ['empty',     'empty',     'empty',     'empty',     'allow',     'allow']),
  row('audit_log',        'list (an administration entry)',                 ['empty',     'empty',     'empty',     'empty',     'empty',     'allow']),
  row('audit_log',        'view a moderation entry',                        ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'allow',     'allow']),
  row('audit_log',        'view an administration entry',                   ['deny-404',  'deny-404',  'deny-404',  'deny-404',  'deny-404',  'allow']),
  row('audit_log',        'create',                                         ALL_403),
  row('audit_log',        'update a moderation entry',                      ALL_403),
  row('audit_log',        'delete a moderation entry',                      ALL_403),

  row('booking_status_history','list (the booking request)',                ['empty',     'empty',     'allow',     'allow',     'allow',     'allow']),
  row('booking_status_history','view the booking request',                  ['deny-404',  'deny-404',  'allow',     'allow',     'allow',     'allow']),
  row('booking_status_history','create',                                    ALL_403),
  row('booking_status_history','update',                                    ALL_403),
  row('booking_status_history','delete',                                    ALL_403),

  row('route',            'GET /api/market/search',                        ALL_ALLOW),
  row('route',            'GET /api/market/search: owner e-mail and phone', ['hidden',    'hidden',    'hidden',    'hidden',    'hidden',    'hidden']),
  row('route',            'GET /api/market/search: full postal codes',     ['hidden',    'hidden',    'hidden',    'hidden',    'hidden',    'hidden']),
  row('route',            'GET /api/widgets/listings: full postal codes',  ['hidden',    'hidden',    'hidden',    'hidden',    'hidden',    'hidden']),
  row('route',            'GET /api/market/search (suspended listing)',    ['empty',     'empty',     'empty',     'empty',     'empty',     'empty']),
  row('route',            'GET /api/market/places',                        ALL_ALLOW),
  row('route',            'GET /api/market/search/count',                  ALL_ALLOW),
  row('route',            'GET /api/market/listings/{active}/availability', ALL_ALLOW),
  row('route',            'GET /api/market/listings/{suspended}/availability', ['deny-404',  'deny-404',  'allow',     'deny-404',  'allow',     'allow']),
  row('route',            'POST /api/market/bookings',                     ['deny-401',  'allow',     'deny-403',  'allow',     'allow',     'allow']),
  row('route',            'POST /api/market/bookings/{id}/status approved', ['deny-401',  'deny-403',  'allow',     'deny-403',  'deny-403',  'deny-403']),
  row('route',            'POST /api/market/bookings/{id}/details',        ['deny-401',  'deny-403',  'allow',     'allow',     'deny-403',  'deny-403']),
  row('route',            'POST /api/market/bookings/{id}/cancel',         ['deny-401',  'deny-403',  'deny-403',  'allow',     'deny-403',  'deny-403']),
  row('route',            'POST /api/market/reviews',                      ['deny-401',  'deny-403',  'allow',     'allow',     'deny-403',  'deny-403']),
  row('route',            'GET /api/market/reviews/eligibility',           ['deny-401',  'refused',   'allow',     'allow',     'refused',   'refused']),
  row('route',            'GET /api/market/preview',                       ALL_ALLOW),
  row('route',            'POST /api/market/preview',                      ALL_ALLOW),
  row('route',            'POST /api/market/subscriptions',                ALL_ALLOW),
  row('route',            'GET /api/market/health/domain',                 ALL_ALLOW),
  row('route',            'GET /api/market/me/export',                     ['deny-401',  'allow',     'allow',     'allow',     'allow',     'allow']),
  row('route',            'POST /api/market/me/deletion (wrong password)', ['deny-401',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),
  row('route',            'POST /api/market/me/deletion/confirm (unknown token)', ['deny-401',  'deny-400',  'deny-400',  'deny-400',  'deny-400',  'deny-400']),

  row('route',            'GET /api/console/session',                       ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/overview',                      ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/overview: subscription figures', ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'hidden',    'allow']),
  row('route',            'GET /api/console/subscriptions',                 ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'GET /api/console/subscriptions/export',          ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'POST /api/console/subscriptions/{id}/status',    ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'GET /api/console/bookings',                      ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/bookings/{id}',                 ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/bookings/export',               ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'GET /api/console/members',                       ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/members: e-mail and phone',     ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'hidden',    'allow']),
  row('route',            'GET /api/console/members/{id}',                  ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/moderation/cases',                      ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/moderation/cases/{decided case}',       ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/moderation/appeals',                    ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/moderation/transparency',               ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/moderation/transparency/export',        ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'GET /api/moderation/my-notices',                 ['deny-401',  'allow',     'allow',     'allow',     'allow',     'allow']),
  // Only the affected member reads the statement (without its e-mail token); for anyone else it does not exist.
  row('route',            'GET /api/moderation/statements/{decision about owner}', ['deny-404',  'deny-404',  'allow',     'deny-404',  'deny-404',  'deny-404']),
  row('route',            'POST /api/console/members/{id}/verification',    ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'POST /api/console/members/{id}/suspension',      ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'POST /api/console/members/{id}/role',            ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),
  row('route',            'GET /api/console/listings',                      ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'POST /api/console/listings/{id}/suspension',     ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/audit',                         ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'allow',     'allow']),
  row('route',            'GET /api/console/audit: administration entries', ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'empty',     'allow']),
  row('route',            'GET /api/console/audit/export',                  ['deny-401',  'deny-403',  'deny-403',  'deny-403',  'deny-403',  'allow']),

  row('realtime',         'moderation_cases (collection): a new queue entry', ['nothing',   'nothing',   'nothing',   'nothing',   'receives',  'receives']),
  row('realtime',         'notifications (collection): new notification to owner', ['nothing',   'nothing',   'receives',  'nothing',   'nothing',   'nothing']),
  row('realtime',         'notifications/{owner notification}: marked read', ['nothing',   'nothing',   'receives',  'nothing',   'nothing',   'nothing']),
  row('realtime',         'booking_messages (collection): new message',    ['nothing',   'nothing',   'receives',  'receives',  'nothing',   'nothing']),
  row('realtime',         'booking_messages/{message}: marked read',       ['nothing',   'nothing',   'receives',  'receives',  'nothing',   'nothing']),
  row('realtime',         'bookings (collection): status change',          ['nothing',   'nothing',   'receives',  'receives',  'receives',  'receives']),
  row('realtime',         'bookings/{booking}: details edit',              ['nothing',   'nothing',   'receives',  'receives',  'receives',  'receives']),
  row('realtime',         'listings/{suspended listing}: owner edit',      ['nothing',   'nothing',   'receives',  'nothing',   'receives',  'receives']),
  row('realtime',         'listings/{active listing} + expand owner: e-mail', ['hidden',    'hidden',    'allow',     'hidden',    'hidden',    'allow']),
  row('realtime',         'listings/{active listing} + expand owner: full postal codes', ['hidden',    'hidden',    'allow',     'hidden',    'hidden',    'allow']),
  row('realtime',         'listings/{active listing} + expand bookings',   ['hidden',    'hidden',    'allow',     'allow',     'allow',     'allow']),
  row('realtime',         'review_reports (collection): stranger reports', ['nothing',   'receives',  'nothing',   'nothing',   'receives',  'receives']),
  row('realtime',         'reviews/{review}: hidden by an operator',       ['nothing',   'nothing',   'nothing',   'receives',  'nothing',   'receives']),
  row('realtime',         'audit_log (collection): a listing suspended',    ['nothing',   'nothing',   'nothing',   'nothing',   'receives',  'receives']),
  row('realtime',         'audit_log (collection): a provider verified',    ['nothing',   'nothing',   'nothing',   'nothing',   'nothing',   'receives']),
  row('realtime',         'booking_status_history (collection): a status change', ['nothing',   'nothing',   'receives',  'receives',  'receives',  'receives']),
  row('realtime',         'subscriptions (collection): new sign-up',       ['nothing',   'nothing',   'nothing',   'nothing',   'nothing',   'receives']),
  row('realtime',         'users/{renter}: profile edit (e-mail)',         ['hidden',    'hidden',    'hidden',    'allow',     'hidden',    'allow']),
];

/** A stable name of a row, used to pair it with its probe. */
export function rowKey(row: Pick<MatrixRow, 'subject' | 'operation'>): string {
  return `${row.subject} · ${row.operation}`;
}

/** The cells that are generated as tests (every cell but `n/a`). */
export function matrixCells(): { row: MatrixRow; actor: Actor; expected: Outcome }[] {
  return MATRIX.flatMap((row) =>
    ACTORS.filter((actor) => row.outcomes[actor] !== 'n/a').map((actor) => ({
      row,
      actor,
      expected: row.outcomes[actor],
    })),
  );
}
