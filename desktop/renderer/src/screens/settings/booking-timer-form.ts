import {
  CONSOLE_SETTINGS_TEXTS as T,
  bookingTimerSettingsProblems,
  bookingTimerSettingsSchema,
  type BookingTimerSettings,
} from '@partilha/domain';
import { useEffect, useMemo, useState } from 'react';

export type BookingTimerField = keyof BookingTimerSettings;

/** The four periods in the order the job meets them, with their words (read while drawing). */
export const BOOKING_TIMER_FIELDS: readonly { name: BookingTimerField; label: () => string; help: () => string }[] = [
  { name: 'firstReminderHours', label: () => T.firstReminderHours, help: () => T.firstReminderHelp },
  { name: 'secondReminderHours', label: () => T.secondReminderHours, help: () => T.secondReminderHelp },
  { name: 'expiryHours', label: () => T.expiryHours, help: () => T.expiryHelp },
  { name: 'autoCompleteHours', label: () => T.autoCompleteHours, help: () => T.autoCompleteHelp },
];

export type BookingTimerValues = Record<BookingTimerField, string>;

export function valuesOf(settings: BookingTimerSettings): BookingTimerValues {
  return {
    firstReminderHours: String(settings.firstReminderHours),
    secondReminderHours: String(settings.secondReminderHours),
    expiryHours: String(settings.expiryHours),
    autoCompleteHours: String(settings.autoCompleteHours),
  };
}

/** The typed values checked by the rule the server applies: the settings, and each field's problem. */
export function checkBookingTimerValues(values: BookingTimerValues): {
  settings: BookingTimerSettings | null;
  problems: Partial<Record<BookingTimerField, string>>;
} {
  const problems = bookingTimerSettingsProblems(values);
  if (Object.keys(problems).length > 0) return { settings: null, problems };
  return { settings: bookingTimerSettingsSchema.parse(values), problems };
}

/**
 * The form's state: what is typed, the problems shown once the operator tried to save, and the
 * reason dialog opened only when the values hold together. A new stored value resets the form.
 */
export function useBookingTimerForm(stored: BookingTimerSettings) {
  const initial = useMemo(() => valuesOf(stored), [stored]);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => {
    setValues(initial);
    setSubmitted(false);
  }, [initial]);

  const checked = checkBookingTimerValues(values);
  const changed = (Object.keys(values) as BookingTimerField[]).some((name) => values[name].trim() !== initial[name]);
  return {
    values,
    problems: submitted ? checked.problems : {},
    valid: checked.settings,
    changed,
    confirming,
    change: (name: BookingTimerField, value: string) => setValues((current) => ({ ...current, [name]: value })),
    submit: () => {
      setSubmitted(true);
      if (checked.settings) setConfirming(true);
    },
    reset: () => {
      setValues(initial);
      setSubmitted(false);
    },
    close: () => setConfirming(false),
  };
}
