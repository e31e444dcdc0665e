import {
  BOOKING_STATUSES,
  CONSOLE_ACTIONS,
  consoleActionsOf,
  SUBSCRIPTION_STATUSES,
  type ConsoleAction,
} from '@partilha/domain';
import { consoleActorCan, requireConsoleAction } from './console-guard';
import { countsOf, readCount, readCountsBy } from './console-query-sql';
import { lisbonDaysBounds, lisbonMonthDays, lisbonWeekDays } from './console-reads-period';

/** GET /api/console/session: who is signed in and what the console may offer them. */
export function consoleSession(auth: PbRecord | null | undefined): {
  user: { id: string; displayName: string; email: string; role: string };
  actions: ConsoleAction[];
} {
  const actor = requireConsoleAction(auth, 'overview.read');
  const record = auth as PbRecord;
  const actions = actor.role === 'superuser' ? [...CONSOLE_ACTIONS] : consoleActionsOf(actor.role);
  return {
    user: { id: actor.id, displayName: actor.name, email: record.getString('email'), role: actor.role },
    actions,
  };
}

/**
 * GET /api/console/overview: the figures of the console's first page. A listing counts as active
 * only while the public can see it (active and its owner not suspended), else as suspended.
 * `openReports` counts the moderation queue's open entries (one per reported item, whatever its
 * kind, however many notices), the figure the Moderation screen starts from. Subscriptions are for
 * operators only.
 * "This week" and "this month" are bounded at both ends, on the same Lisbon days the cards put
 * in the tables' filters (joinedFrom/To, requestedFrom/To, cancelledFrom/To), so a figure always
 * equals the `totalItems` of the table it opens, even under a test clock set back in time.
 */
export function consoleOverview(app: PbApp, auth: PbRecord | null | undefined, now: Date) {
  const actor = requireConsoleAction(auth, 'overview.read');
  const db = app.db();
  const week = lisbonDaysBounds(lisbonWeekDays(now));
  const month = lisbonDaysBounds(lisbonMonthDays(now));

  const members = {
    total: readCount(db, 'SELECT COUNT(*) AS n FROM users', {}),
    newThisWeek: readCount(db, 'SELECT COUNT(*) AS n FROM users WHERE created >= {:start} AND created < {:end}', week),
    suspended: readCount(db, 'SELECT COUNT(*) AS n FROM users WHERE suspended = TRUE', {}),
  };
  const activeListings = readCount(
    db,
    "SELECT COUNT(*) AS n FROM listings WHERE status = 'active' AND ownerSuspended = FALSE",
    {},
  );
  const allListings = readCount(db, 'SELECT COUNT(*) AS n FROM listings', {});
  const bookingsThisWeek = countsOf(
    BOOKING_STATUSES,
    readCountsBy(
      db,
      'SELECT status AS s, COUNT(*) AS n FROM bookings WHERE created >= {:start} AND created < {:end} GROUP BY status',
      week,
    ),
  );
  const lateCancellationsThisMonth = readCount(
    db,
    'SELECT COUNT(*) AS n FROM bookings WHERE isLateCancellation = TRUE AND cancelledAt >= {:start} AND cancelledAt < {:end}',
    month,
  );
  const openReports = readCount(db, "SELECT COUNT(*) AS n FROM moderation_cases WHERE status = 'open'", {});
  const subscriptions = consoleActorCan(actor, 'subscriptions.read')
    ? countsOf(
        SUBSCRIPTION_STATUSES,
        readCountsBy(db, 'SELECT status AS s, COUNT(*) AS n FROM subscriptions GROUP BY status', {}),
      )
    : null;

  return {
    members,
    listings: { active: activeListings, suspended: allListings - activeListings },
    bookingsThisWeek,
    lateCancellationsThisMonth,
    openReports,
    subscriptions,
  };
}
