import { describe, expect, it } from 'vitest';
import {
  BOOKING_EXPIRED_REASON,
  BOOKING_TIMER_DEFAULTS,
  autoCompletesAt,
  bookingTimerSettingsProblems,
  bookingTimerSettingsSchema,
  dueBookingTimer,
  lastDayEndsAt,
  requestsDueBefore,
  storedBookingTimerSettings,
  type BookingReminderKind,
  type TimedBooking,
} from './booking-timers';

const HOUR = 3_600_000;
const requestedAt = new Date('2026-03-02T10:00:00Z');
const request: TimedBooking = { status: 'pending', requestedAt, endDate: '2026-03-20' };
const at = (hours: number) => new Date(requestedAt.getTime() + hours * HOUR);
const none = new Set<BookingReminderKind>();
const due = (booking: TimedBooking, now: Date, sent: ReadonlySet<BookingReminderKind> = none) =>
  dueBookingTimer(booking, BOOKING_TIMER_DEFAULTS, now, sent);

describe('dueBookingTimer: an unanswered request', () => {
  it('needs nothing before 24 h, its first reminder at 24 h, its second at 48 h, and expires at 72 h', () => {
    expect(due(request, at(23.99))).toBeNull();
    expect(due(request, at(24))).toEqual({ kind: 'reminder', reminder: 'request-first', expiresAt: at(72) });
    expect(due(request, at(30), new Set(['request-first']))).toBeNull();
    expect(due(request, at(48), new Set(['request-first']))).toEqual({
      kind: 'reminder',
      reminder: 'request-second',
      expiresAt: at(72),
    });
    expect(due(request, at(71.99), new Set(['request-first', 'request-second']))).toBeNull();
    expect(due(request, at(72), new Set(['request-first', 'request-second']))).toEqual({ kind: 'expire' });
  });

  it('skips the reminders it missed: past 48 h only the second, past 72 h only the expiry', () => {
    expect(due(request, at(50))).toMatchObject({ reminder: 'request-second' });
    expect(due(request, at(60), new Set(['request-second']))).toBeNull();
    expect(due(request, at(100))).toEqual({ kind: 'expire' });
  });

  it('treats negotiating like pending, and leaves answered requests alone', () => {
    expect(due({ ...request, status: 'negotiating' }, at(72))).toEqual({ kind: 'expire' });
    for (const status of ['rejected', 'cancelled', 'completed'] as const) {
      expect(due({ ...request, status }, at(500))).toBeNull();
    }
  });

  it('follows the settings', () => {
    const settings = { firstReminderHours: 1, secondReminderHours: 2, expiryHours: 3, autoCompleteHours: 1 };
    expect(dueBookingTimer(request, settings, at(1), none)).toMatchObject({ reminder: 'request-first' });
    expect(dueBookingTimer(request, settings, at(3), none)).toEqual({ kind: 'expire' });
    expect(requestsDueBefore(at(10), settings)).toEqual(at(9));
    expect(requestsDueBefore(at(100), BOOKING_TIMER_DEFAULTS)).toEqual(at(76));
  });
});

describe('dueBookingTimer: an approved booking', () => {
  const approved: TimedBooking = { status: 'approved', requestedAt, endDate: '2026-03-20' };
  // Lisbon is on UTC in March before the last Sunday: the last day ends at midnight UTC.
  const ended = new Date('2026-03-21T00:00:00Z');

  it('reminds its owner once the last day has ended in Lisbon and completes itself 48 h later', () => {
    expect(lastDayEndsAt('2026-03-20')).toEqual(ended);
    expect(due(approved, new Date(ended.getTime() - 1))).toBeNull();
    expect(due(approved, ended)).toEqual({
      kind: 'reminder',
      reminder: 'completion',
      completesAt: new Date('2026-03-23T00:00:00Z'),
    });
    expect(due(approved, new Date(ended.getTime() + HOUR), new Set(['completion']))).toBeNull();
    expect(due(approved, new Date(ended.getTime() + 48 * HOUR), new Set(['completion']))).toEqual({
      kind: 'complete',
    });
    expect(due(approved, new Date(ended.getTime() + 100 * HOUR))).toEqual({ kind: 'complete' });
  });

  it('counts the end of the last day on Lisbon summer time', () => {
    expect(lastDayEndsAt('2026-07-10')).toEqual(new Date('2026-07-10T23:00:00Z'));
    expect(autoCompletesAt('2026-07-10', BOOKING_TIMER_DEFAULTS)).toEqual(new Date('2026-07-12T23:00:00Z'));
  });
});

describe('the settings', () => {
  const valid = { firstReminderHours: 24, secondReminderHours: 48, expiryHours: 72, autoCompleteHours: 48 };

  it('take whole hours from 1 to 720 (numbers or digits), the reminders before the expiry', () => {
    expect(bookingTimerSettingsSchema.parse({ ...valid, expiryHours: '96' })).toEqual({ ...valid, expiryHours: 96 });
    for (const hours of [0, -1, 1.5, 721, 'soon', '', null, undefined]) {
      const parsed = bookingTimerSettingsSchema.safeParse({ ...valid, autoCompleteHours: hours });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['autoCompleteHours'],
        message: 'Enter a whole number of hours from 1 to 720.',
      });
    }
    expect(bookingTimerSettingsSchema.safeParse({ ...valid, secondReminderHours: 24 }).error?.issues[0]).toMatchObject({
      path: ['secondReminderHours'],
      message: 'The second reminder must come after the first.',
    });
    expect(bookingTimerSettingsSchema.safeParse({ ...valid, expiryHours: 48 }).error?.issues[0]).toMatchObject({
      path: ['expiryHours'],
      message: 'A request must expire after its second reminder.',
    });
  });

  it('name every problem at once, by field', () => {
    expect(bookingTimerSettingsProblems(valid)).toEqual({});
    expect(bookingTimerSettingsProblems({ ...valid, secondReminderHours: '12', autoCompleteHours: '1.5' })).toEqual({
      secondReminderHours: 'The second reminder must come after the first.',
      autoCompleteHours: 'Enter a whole number of hours from 1 to 720.',
    });
    expect(bookingTimerSettingsProblems({ ...valid, firstReminderHours: 'x', expiryHours: 30 })).toEqual({
      firstReminderHours: 'Enter a whole number of hours from 1 to 720.',
      expiryHours: 'A request must expire after its second reminder.',
    });
    expect(bookingTimerSettingsProblems({})).toEqual({
      firstReminderHours: 'Enter a whole number of hours from 1 to 720.',
      secondReminderHours: 'Enter a whole number of hours from 1 to 720.',
      expiryHours: 'Enter a whole number of hours from 1 to 720.',
      autoCompleteHours: 'Enter a whole number of hours from 1 to 720.',
    });
  });

  it('as stored fall back to the defaults when a row is missing or broken', () => {
    expect(storedBookingTimerSettings(null)).toEqual(BOOKING_TIMER_DEFAULTS);
    expect(storedBookingTimerSettings({ ...valid, expiryHours: 10 })).toEqual(BOOKING_TIMER_DEFAULTS);
    expect(storedBookingTimerSettings({ ...valid, expiryHours: 100 })).toEqual({ ...valid, expiryHours: 100 });
  });

  it('keep the expiry reason word for word', () => {
    expect(BOOKING_EXPIRED_REASON).toBe('Expired: the owner did not answer in time');
  });
});
