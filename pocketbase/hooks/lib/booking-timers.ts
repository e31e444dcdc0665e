import {
  BOOKING_EXPIRED_REASON,
  BOOKING_NOTICE_MESSAGES,
  BOOKING_REMINDER_KINDS,
  autoCompletesAt,
  bookingEmailData,
  BOOKING_TIMER_FIELDS,
  bookingTimerSettingsProblems,
  bookingTimerSettingsSchema,
  dueBookingTimer,
  formatDate,
  isIsoDate,
  lisbonIsoDate,
  requestsDueBefore,
  storedBookingTimerSettings,
  type BookingActor,
  type BookingReminderKind,
  type BookingStatus,
  type BookingTimerAction,
  type BookingTimerSettings,
} from '@partilha/domain';
import { appendAudit } from './audit-log';
import { releaseDays } from './booking-days';
import type { BookingMail } from './booking-notices';
import { personName, writeNotification } from './booking-notices';
import { bookingMailFacts, type BookingTimerMailTemplate } from './booking-mail-templates';
import {
  BOOKINGS,
  USERS,
  dayPart,
  findRecordOrNull,
  instantOfStored,
  partyId,
  statusOf,
  storedDay,
  storedInstant,
} from './booking-records';
import { appendStatusHistory } from './booking-status-history';
import { inTransaction } from './booking-transaction';
import { fieldRefusal } from './api-errors';
import { actionReason } from './console-actions-input';
import type { ConsoleRequest } from './console-actions-members';
import { inMemberLanguage } from './member-language';
import { countEndedBooking } from './reliability-stats';

/**
 * The booking job (issue 21; docs/adr/0023-booking-timers.md): run every minute by
 * hooks/booking-timers.pb.ts on the server's clock. Each booking's change is its own transaction
 * that reads the booking again and acts only if it is still due, and a reminder is recorded in
 * booking_reminders (unique per booking and kind) in the transaction that writes its
 * notification: a restart or two runs at once never send a reminder twice, never expire or
 * complete a booking twice. E-mails go out after each commit; a failure is logged only.
 */

export const SETTINGS = 'booking_timer_settings';
const REMINDERS = 'booking_reminders';
const REMINDER_TYPE = 'booking_reminder';
const STATUS_TYPE = 'booking_status_change';
/** Bookings read per query; the job reads again until none is left. */
const BATCH = 200;

/** The periods in force: the settings row; a row that is missing or does not hold together gives the defaults. */
export function bookingTimerSettings(app: PbApp): BookingTimerSettings {
  const rows = app.findRecordsByFilter(SETTINGS, '', '', 1, 0);
  const row = rows[0];
  if (!row) return storedBookingTimerSettings(null);
  return storedBookingTimerSettings({
    firstReminderHours: row.getInt('firstReminderHours'),
    secondReminderHours: row.getInt('secondReminderHours'),
    expiryHours: row.getInt('expiryHours'),
    autoCompleteHours: row.getInt('autoCompleteHours'),
  });
}

/** What one run did: how many bookings it reminded, expired and completed. */
export interface BookingTimerRun {
  reminded: number;
  expired: number;
  completed: number;
}

/** One run of the job at `now`: every booking due something gets it, once. */
export function runBookingTimers(app: PbApp, now: Date, send: (mails: BookingMail[]) => void): BookingTimerRun {
  const settings = bookingTimerSettings(app);
  const run: BookingTimerRun = { reminded: 0, expired: 0, completed: 0 };
  const count = (action: BookingTimerAction) => {
    if (action.kind === 'reminder') run.reminded += 1;
    else if (action.kind === 'expire') run.expired += 1;
    else run.completed += 1;
  };
  // Requests old enough for their first reminder, then approved bookings whose last day is over.
  const questions = [
    {
      filter:
        "(status = 'pending' || status = 'negotiating') && " +
        "((requestedAt != '' && requestedAt <= {:before}) || (requestedAt = '' && created <= {:before}))",
      params: { before: storedInstant(requestsDueBefore(now, settings)) },
    },
    {
      filter: "status = 'approved' && endDate < {:today}",
      params: { today: storedDay(lisbonIsoDate(now)) },
    },
  ];
  for (const question of questions) {
    // Bookings that needed nothing this run are skipped by id, so each is read once per run.
    let afterId = '';
    for (;;) {
      const batch = app.findRecordsByFilter(BOOKINGS, `${question.filter} && id > {:afterId}`, 'id', BATCH, 0, {
        ...question.params,
        afterId,
      });
      for (const booking of batch) {
        const done = applyDueTimer(app, booking.id, settings, now);
        if (done) {
          count(done.action);
          send(done.mails);
        }
      }
      const last = batch[batch.length - 1];
      if (!last || batch.length < BATCH) break;
      afterId = last.id;
    }
  }
  return run;
}

function sentReminders(app: PbApp, bookingId: string): Set<BookingReminderKind> {
  const rows = app.findRecordsByFilter(REMINDERS, 'booking = {:booking}', '', 10, 0, { booking: bookingId });
  const kinds = new Set<BookingReminderKind>();
  for (const row of rows) {
    const kind = row.getString('kind');
    if ((BOOKING_REMINDER_KINDS as readonly string[]).includes(kind)) kinds.add(kind as BookingReminderKind);
  }
  return kinds;
}

/**
 * In one transaction: reads the booking again, asks the domain what is due and does it. A
 * booking another run (or its owner) changed meanwhile needs nothing any more and is left alone.
 */
function applyDueTimer(
  app: PbApp,
  bookingId: string,
  settings: BookingTimerSettings,
  now: Date,
): { action: BookingTimerAction; mails: BookingMail[] } | null {
  try {
    return inTransaction(app, (txApp) => {
      const booking = findRecordOrNull(txApp, BOOKINGS, bookingId);
      if (!booking) return null;
      const requestedAt =
        instantOfStored(booking.getString('requestedAt')) ?? instantOfStored(booking.getString('created'));
      const endDate = dayPart(booking.getString('endDate'));
      if (!requestedAt || !isIsoDate(endDate)) return null;
      const action = dueBookingTimer(
        { status: statusOf(booking), requestedAt, endDate },
        settings,
        now,
        sentReminders(txApp, booking.id),
      );
      if (!action) return null;
      const mails =
        action.kind === 'reminder'
          ? remind(txApp, booking, action, settings)
          : action.kind === 'expire'
            ? expire(txApp, booking, now)
            : complete(txApp, booking, now);
      return { action, mails };
    });
  } catch (error) {
    app.logger().error('The booking job failed on a booking', 'booking', bookingId, 'error', String(error));
    return null;
  }
}

/** Records the reminder (the unique index refuses a second) and writes the owner's notification. */
function remind(
  txApp: PbApp,
  booking: PbRecord,
  action: Extract<BookingTimerAction, { kind: 'reminder' }>,
  settings: BookingTimerSettings,
): BookingMail[] {
  const row = new Record(txApp.findCachedCollectionByNameOrId(REMINDERS));
  row.set('booking', booking.id);
  row.set('kind', action.reminder);
  txApp.save(row);
  const ownerId = partyId(booking, 'owner');
  const title = booking.getString('listingTitle');
  return inMemberLanguage(findRecordOrNull(txApp, USERS, ownerId), () => {
    const renterName = personName(txApp, partyId(booking, 'renter'), 'renter');
    const when =
      action.reminder === 'completion'
        ? formatDate(autoCompletesAt(dayPart(booking.getString('endDate')), settings), { withTime: true })
        : formatDate(action.expiresAt, { withTime: true });
    writeNotification(txApp, {
      userId: ownerId,
      type: REMINDER_TYPE,
      bookingId: booking.id,
      content:
        action.reminder === 'completion'
          ? BOOKING_NOTICE_MESSAGES.completionReminder(`"${title}"`)
          : BOOKING_NOTICE_MESSAGES.reminder(`"${title}"`, renterName),
      data: {
        bookingId: booking.id,
        listingTitle: title,
        status: statusOf(booking),
        reminder: action.reminder,
        renterName,
      },
    });
    return [
      timerMail(
        booking,
        ownerId,
        action.reminder === 'completion' ? 'booking-completion-reminder' : 'booking-reminder',
        {
          renterName,
          when,
        },
      ),
    ];
  });
}

/** The unanswered request becomes rejected with the expiry reason; both parties are told. */
function expire(txApp: PbApp, booking: PbRecord, now: Date): BookingMail[] {
  const from = statusOf(booking);
  booking.set('status', 'rejected');
  booking.set('rejectionReason', BOOKING_EXPIRED_REASON);
  booking.set('expiredAt', storedInstant(now));
  txApp.save(booking);
  // A request holds no days; should one ever, they are free again.
  releaseDays(txApp, booking.id);
  countEndedBooking(txApp, booking, 'rejected');
  appendStatusHistory(txApp, {
    booking,
    from,
    to: 'rejected',
    actorId: '',
    actorRole: 'system',
    note: BOOKING_EXPIRED_REASON,
  });
  return tellBoth(txApp, booking, 'booking-expired', (role, title, renterName) =>
    role === 'renter'
      ? BOOKING_NOTICE_MESSAGES.expiredRenter(title)
      : BOOKING_NOTICE_MESSAGES.expiredOwner(title, renterName),
  );
}

/** The approved booking whose time has come becomes completed; both parties are told. */
function complete(txApp: PbApp, booking: PbRecord, now: Date): BookingMail[] {
  booking.set('status', 'completed');
  booking.set('completedAt', storedInstant(now));
  txApp.save(booking);
  countEndedBooking(txApp, booking, 'completed');
  appendStatusHistory(txApp, { booking, from: 'approved', to: 'completed', actorId: '', actorRole: 'system' });
  return tellBoth(txApp, booking, 'booking-auto-completed', (_role, title) =>
    BOOKING_NOTICE_MESSAGES.autoCompleted(title),
  );
}

/** A notification to each party, in their language, and the e-mails for after the commit. */
function tellBoth(
  txApp: PbApp,
  booking: PbRecord,
  template: BookingTimerMailTemplate,
  content: (role: BookingActor, title: string, renterName: string) => string,
): BookingMail[] {
  const title = booking.getString('listingTitle');
  const status: BookingStatus = statusOf(booking);
  return (['renter', 'owner'] as const).flatMap((role) => {
    const userId = partyId(booking, role);
    return inMemberLanguage(findRecordOrNull(txApp, USERS, userId), () => {
      const renterName = personName(txApp, partyId(booking, 'renter'), 'renter');
      writeNotification(txApp, {
        userId,
        type: STATUS_TYPE,
        bookingId: booking.id,
        content: content(role, `"${title}"`, renterName),
        data: { bookingId: booking.id, listingTitle: title, status, renterName, system: true },
      });
      return [timerMail(booking, userId, template, { renterName, when: '', recipientRole: role })];
    });
  });
}

function timerMail(
  booking: PbRecord,
  recipientId: string,
  template: BookingTimerMailTemplate,
  extra: { renterName: string; when: string; recipientRole?: BookingActor },
): BookingMail {
  return {
    template,
    recipientId,
    data: {
      ...bookingEmailData({
        bookingId: booking.id,
        listingTitle: booking.getString('listingTitle'),
        renterName: extra.renterName,
        status: statusOf(booking),
      }),
      when: extra.when,
      recipientRole: extra.recipientRole ?? 'owner',
    },
    facts: bookingMailFacts(booking),
  };
}

/** The settings as the console reads them. */
export function bookingTimerSettingsRow(app: PbApp): BookingTimerSettings & { changedAt: string } {
  const rows = app.findRecordsByFilter(SETTINGS, '', '', 1, 0);
  return { ...bookingTimerSettings(app), changedAt: rows[0]?.getString('changedAt') ?? '' };
}

/**
 * `POST /api/console/settings/booking-timers` (operators): the four periods, whole hours from 1 to
 * 720, the reminders before the expiry, and the reason (3 to 500 characters) as every console
 * change has; a refused value is a 400 naming its field. The change and its audit entry
 * (settings.bookingTimers, before and after) commit together.
 */
export function changeBookingTimerSettings(
  app: PbApp,
  request: ConsoleRequest,
  body: { [key: string]: unknown },
  now: Date,
): BookingTimerSettings & { changedAt: string } {
  const problems = bookingTimerSettingsProblems(body);
  const refused = BOOKING_TIMER_FIELDS.find((name) => problems[name]);
  if (refused) throw fieldRefusal(refused, 'validation_invalid_value', problems[refused] ?? '');
  const reason = actionReason(body);
  const next = bookingTimerSettingsSchema.parse(body);
  return inTransaction(app, (txApp) => {
    const collection = txApp.findCachedCollectionByNameOrId(SETTINGS);
    const row = txApp.findRecordsByFilter(SETTINGS, '', '', 1, 0)[0] ?? new Record(collection);
    const before = bookingTimerSettings(txApp);
    for (const [name, value] of Object.entries(next)) row.set(name, value);
    row.set('changedAt', storedInstant(now));
    txApp.save(row);
    appendAudit(txApp, {
      actor: request.actor,
      action: 'settings.bookingTimers',
      targetCollection: SETTINGS,
      targetId: row.id,
      targetLabel: 'Booking reminder periods',
      before: { ...before },
      after: { ...next },
      reason,
      ip: request.ip,
    });
    return { ...next, changedAt: row.getString('changedAt') };
  });
}
