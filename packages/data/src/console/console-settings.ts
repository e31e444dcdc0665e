import type PocketBase from 'pocketbase';
import { z } from 'zod';
import type { BookingTimerSettings } from '@partilha/domain';
import { consoleGet, consolePost } from './console-request';

/** The booking job's periods (issue 21): operators read and change them in the console. */
export const BOOKING_TIMER_SETTINGS_PATH = '/api/console/settings/booking-timers';

const hours = z.number().int();

export const consoleBookingTimerSettingsSchema = z.object({
  firstReminderHours: hours,
  secondReminderHours: hours,
  expiryHours: hours,
  autoCompleteHours: hours,
  /** When an operator last changed them ('' before any change). */
  changedAt: z.string().default(''),
});
export type ConsoleBookingTimerSettings = z.infer<typeof consoleBookingTimerSettingsSchema>;

/** The periods in force, as any member reads them (GET /api/market/booking-timers). */
export async function getBookingTimerPeriods(client: PocketBase): Promise<BookingTimerSettings> {
  const periods = consoleBookingTimerSettingsSchema.omit({ changedAt: true });
  return periods.parse(await client.send('/api/market/booking-timers', { method: 'GET' }));
}

export function getBookingTimerSettings(client: PocketBase): Promise<ConsoleBookingTimerSettings> {
  return consoleGet(client, BOOKING_TIMER_SETTINGS_PATH, consoleBookingTimerSettingsSchema);
}

/** Saves the periods with the operator's reason (audited as settings.bookingTimers); answers them as stored. */
export function saveBookingTimerSettings(
  client: PocketBase,
  settings: BookingTimerSettings,
  reason: string,
): Promise<ConsoleBookingTimerSettings> {
  return consolePost(client, BOOKING_TIMER_SETTINGS_PATH, consoleBookingTimerSettingsSchema, { ...settings, reason });
}
