import { localized } from '../i18n/catalogue';

/** The console's Settings screen: the booking job's periods (booking/booking-timers.ts). */
export const CONSOLE_SETTINGS_TEXTS_EN = {
  subtitle: 'How long the marketplace waits before it reminds members and acts on their bookings.',
  bookingTimers: 'Booking reminders and expiry',
  bookingTimersLead:
    'Requests count from when they were sent; finished bookings from the end of their last day (Lisbon time). Changes apply from the next run of the booking job, within a minute.',
  firstReminderHours: 'First reminder to the owner',
  firstReminderHelp: 'Hours after an unanswered request was sent.',
  secondReminderHours: 'Second reminder to the owner',
  secondReminderHelp: 'Hours after the request was sent.',
  expiryHours: 'Request expires',
  expiryHelp: 'Hours after the request was sent: it is declined as "Expired: the owner did not answer in time".',
  autoCompleteHours: 'Booking completes itself',
  autoCompleteHelp: 'Hours after the last day of an approved booking; its owner is reminded when the last day ends.',
  hoursUnit: 'hours',
  lastChanged: (when: string) => `Last changed ${when}.`,
  neverChanged: 'The defaults: never changed.',
  save: 'Save changes',
  reset: 'Undo changes',
  saveTitle: 'Change the booking periods',
  saveDescription: 'Members are reminded and their bookings expire or complete by the new periods from the next run.',
  saved: 'Booking periods saved.',
  readOnly: 'Only operators can change these.',
} as const;

export const CONSOLE_SETTINGS_TEXTS = /* @__PURE__ */ localized('console.settings', CONSOLE_SETTINGS_TEXTS_EN);
