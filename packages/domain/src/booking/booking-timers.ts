import { z } from 'zod';
import { localized } from '../i18n/catalogue';
import { addDays, type IsoDate } from '../time/calendar-date';
import { lisbonWallTimeToInstant } from '../time/lisbon-time';
import type { BookingStatus } from './booking';

/**
 * Bookings that look after themselves (issue 21): an unanswered request reminds its owner twice
 * and then expires; an approved booking whose last day has passed reminds its owner to mark it
 * completed and then completes itself. The server's job (pocketbase/hooks/booking-timers.pb.ts)
 * asks `dueBookingTimer` what one booking needs now; the periods are operator settings.
 */

/** The periods, in hours. Requests count from when they were made; completion from the end of the last day (Lisbon). */
export interface BookingTimerSettings {
  /** An unanswered request's first reminder to its owner. */
  firstReminderHours: number;
  /** Its second reminder. */
  secondReminderHours: number;
  /** When the unanswered request becomes rejected with BOOKING_EXPIRED_REASON. */
  expiryHours: number;
  /** After the end of an approved booking's last day, when it completes itself. */
  autoCompleteHours: number;
}

export const BOOKING_TIMER_DEFAULTS: Readonly<BookingTimerSettings> = {
  firstReminderHours: 24,
  secondReminderHours: 48,
  expiryHours: 72,
  autoCompleteHours: 48,
};

/** No period is longer than 30 days. */
export const BOOKING_TIMER_MAX_HOURS = 720;

export const BOOKING_TIMER_MESSAGES_EN = {
  expiredReason: 'Expired: the owner did not answer in time',
  hours: `Enter a whole number of hours from 1 to ${BOOKING_TIMER_MAX_HOURS}.`,
  secondAfterFirst: 'The second reminder must come after the first.',
  expiryAfterSecond: 'A request must expire after its second reminder.',
} as const;
export const BOOKING_TIMER_MESSAGES = /* @__PURE__ */ localized('booking.timers', BOOKING_TIMER_MESSAGES_EN);

/** The stored reason of a request that expired (a rejection made by the system), in English as stored. */
export const BOOKING_EXPIRED_REASON = BOOKING_TIMER_MESSAGES_EN.expiredReason;

const hoursField = z.unknown().transform((value, context) => {
  const hours = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof hours !== 'number' || !Number.isInteger(hours) || hours < 1 || hours > BOOKING_TIMER_MAX_HOURS) {
    context.addIssue({ code: 'custom', message: BOOKING_TIMER_MESSAGES.hours });
    return z.NEVER;
  }
  return hours;
});

/** The settings as an operator sends them: four whole numbers of hours, the reminders before the expiry. */
export const bookingTimerSettingsSchema = z
  .object({
    firstReminderHours: hoursField,
    secondReminderHours: hoursField,
    expiryHours: hoursField,
    autoCompleteHours: hoursField,
  })
  .superRefine((settings, context) => {
    if (settings.secondReminderHours <= settings.firstReminderHours) {
      context.addIssue({
        code: 'custom',
        path: ['secondReminderHours'],
        message: BOOKING_TIMER_MESSAGES.secondAfterFirst,
      });
    }
    if (settings.expiryHours <= settings.secondReminderHours) {
      context.addIssue({ code: 'custom', path: ['expiryHours'], message: BOOKING_TIMER_MESSAGES.expiryAfterSecond });
    }
  });

/** The settings' fields, in the order the job meets them. */
export const BOOKING_TIMER_FIELDS = [
  'firstReminderHours',
  'secondReminderHours',
  'expiryHours',
  'autoCompleteHours',
] as const satisfies readonly (keyof BookingTimerSettings)[];

/**
 * Every problem of the settings as sent, by field (what the schema refuses, all at once: a field
 * that is not a period, and reminders that do not come before the expiry among those that are);
 * empty when they hold together.
 */
export function bookingTimerSettingsProblems(
  input: Readonly<Record<string, unknown>>,
): Partial<Record<keyof BookingTimerSettings, string>> {
  const problems: Partial<Record<keyof BookingTimerSettings, string>> = {};
  const hours: Partial<BookingTimerSettings> = {};
  for (const name of BOOKING_TIMER_FIELDS) {
    const parsed = hoursField.safeParse(input[name]);
    if (parsed.success) hours[name] = parsed.data;
    else problems[name] = BOOKING_TIMER_MESSAGES.hours;
  }
  const { firstReminderHours: first, secondReminderHours: second, expiryHours: expiry } = hours;
  if (first !== undefined && second !== undefined && second <= first) {
    problems.secondReminderHours = BOOKING_TIMER_MESSAGES.secondAfterFirst;
  }
  if (second !== undefined && expiry !== undefined && expiry <= second) {
    problems.expiryHours ??= BOOKING_TIMER_MESSAGES.expiryAfterSecond;
  }
  return problems;
}

/** Stored settings as the job reads them: any field that is not a valid period falls back to its default. */
export function storedBookingTimerSettings(stored: Partial<Record<keyof BookingTimerSettings, unknown>> | null) {
  const parsed = bookingTimerSettingsSchema.safeParse({ ...BOOKING_TIMER_DEFAULTS, ...(stored ?? {}) });
  return parsed.success ? parsed.data : { ...BOOKING_TIMER_DEFAULTS };
}

/** What a booking can be reminded of, once each. */
export const BOOKING_REMINDER_KINDS = ['request-first', 'request-second', 'completion'] as const;
export type BookingReminderKind = (typeof BOOKING_REMINDER_KINDS)[number];

/** What the job does to one booking now. */
export type BookingTimerAction =
  | { kind: 'reminder'; reminder: 'request-first' | 'request-second'; expiresAt: Date }
  | { kind: 'expire' }
  | { kind: 'reminder'; reminder: 'completion'; completesAt: Date }
  | { kind: 'complete' };

/** The booking as the job reads it. */
export interface TimedBooking {
  status: BookingStatus;
  /** When the request was made (by the server's clock). */
  requestedAt: Date;
  /** The last day. */
  endDate: IsoDate;
}

const MS_PER_HOUR = 3_600_000;

const hoursAfter = (instant: Date, hours: number) => new Date(instant.getTime() + hours * MS_PER_HOUR);

/** When an unanswered request expires. */
export function requestExpiresAt(requestedAt: Date, settings: BookingTimerSettings): Date {
  return hoursAfter(requestedAt, settings.expiryHours);
}

/** The end of a booking's last day in Lisbon: midnight after it. */
export function lastDayEndsAt(endDate: IsoDate): Date {
  return lisbonWallTimeToInstant(addDays(endDate, 1), 0);
}

/** When an approved booking completes itself. */
export function autoCompletesAt(endDate: IsoDate, settings: BookingTimerSettings): Date {
  return hoursAfter(lastDayEndsAt(endDate), settings.autoCompleteHours);
}

/**
 * What `booking` needs at `now`, given the reminders it already had; null when nothing. A request
 * past its expiry expires without the reminders it missed (the server was down, or the periods
 * were shortened); a request past its second reminder gets only that one.
 */
export function dueBookingTimer(
  booking: TimedBooking,
  settings: BookingTimerSettings,
  now: Date,
  sent: ReadonlySet<BookingReminderKind>,
): BookingTimerAction | null {
  const at = now.getTime();
  if (booking.status === 'pending' || booking.status === 'negotiating') {
    const expiresAt = requestExpiresAt(booking.requestedAt, settings);
    if (at >= expiresAt.getTime()) return { kind: 'expire' };
    if (sent.has('request-second')) return null;
    if (at >= hoursAfter(booking.requestedAt, settings.secondReminderHours).getTime()) {
      return { kind: 'reminder', reminder: 'request-second', expiresAt };
    }
    if (sent.has('request-first')) return null;
    if (at >= hoursAfter(booking.requestedAt, settings.firstReminderHours).getTime()) {
      return { kind: 'reminder', reminder: 'request-first', expiresAt };
    }
    return null;
  }
  if (booking.status === 'approved') {
    const completesAt = autoCompletesAt(booking.endDate, settings);
    if (at >= completesAt.getTime()) return { kind: 'complete' };
    if (!sent.has('completion') && at >= lastDayEndsAt(booking.endDate).getTime()) {
      return { kind: 'reminder', reminder: 'completion', completesAt };
    }
  }
  return null;
}

/** Requests made at or before this instant may need something (their first reminder is due). */
export function requestsDueBefore(now: Date, settings: BookingTimerSettings): Date {
  return hoursAfter(now, -Math.min(settings.firstReminderHours, settings.secondReminderHours, settings.expiryHours));
}
