import { z } from 'zod';
import { parseIsoDate, toIsoDate, weekdayOf, type IsoDate } from '../time/calendar-date';
import { activeLanguage } from '../i18n/active-language';
import { localized } from '../i18n/catalogue';
import { LISTING_MESSAGES } from './listing-messages';

/**
 * Weekly availability of a listing (spec 000 §3): each weekday is on or off with slots of
 * HH:MM times; the UI edits only the first slot of a day.
 */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS_EN = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
} as const;
export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = /* @__PURE__ */ localized(
  'listing.weekdays',
  WEEKDAY_LABELS_EN,
);

/**
 * A calendar's column heads: two letters in English ("Mo"), the usual three in Portuguese ("Seg"),
 * where two letters would not tell Monday from Friday ("Se").
 */
export const WEEKDAY_SHORT_LABELS_EN = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
} as const;
export const WEEKDAY_SHORT_LABELS: Readonly<Record<Weekday, string>> = /* @__PURE__ */ localized(
  'listing.weekdays-short',
  WEEKDAY_SHORT_LABELS_EN,
);

export const DEFAULT_START_TIME = '09:00';
export const DEFAULT_END_TIME = '17:00';

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeSlotSchema = z
  .object({
    start: z.string().regex(TIME_OF_DAY, LISTING_MESSAGES.invalidTime),
    end: z.string().regex(TIME_OF_DAY, LISTING_MESSAGES.invalidTime),
  })
  // Zero-padded HH:MM strings order the same way as the times they name.
  .refine((slot) => slot.start < slot.end, { message: LISTING_MESSAGES.endTimeAfterStart, path: ['end'] });
export type TimeSlot = z.infer<typeof timeSlotSchema>;

export const dayAvailabilitySchema = z.object({
  available: z.boolean(),
  slots: z.array(timeSlotSchema),
});
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

export const availabilitySchema = z.object({
  weekdays: z.object({
    monday: dayAvailabilitySchema,
    tuesday: dayAvailabilitySchema,
    wednesday: dayAvailabilitySchema,
    thursday: dayAvailabilitySchema,
    friday: dayAvailabilitySchema,
    saturday: dayAvailabilitySchema,
    sunday: dayAvailabilitySchema,
  }),
  startTime: z.string().regex(TIME_OF_DAY, LISTING_MESSAGES.invalidTime).default(DEFAULT_START_TIME),
  endTime: z.string().regex(TIME_OF_DAY, LISTING_MESSAGES.invalidTime).default(DEFAULT_END_TIME),
});
export type Availability = z.infer<typeof availabilitySchema>;

function defaultSlot(): TimeSlot {
  return { start: DEFAULT_START_TIME, end: DEFAULT_END_TIME };
}

function buildAvailability(isOn: (day: Weekday) => boolean): Availability {
  const weekdays = {} as Record<Weekday, DayAvailability>;
  for (const day of WEEKDAYS) {
    weekdays[day] = isOn(day) ? { available: true, slots: [defaultSlot()] } : { available: false, slots: [] };
  }
  return { weekdays, startTime: DEFAULT_START_TIME, endTime: DEFAULT_END_TIME };
}

/** The wizard starts Monday to Friday, 09:00-17:00, weekend off. A fresh object each call. */
export function createWizardAvailability(): Availability {
  return buildAvailability((day) => day !== 'saturday' && day !== 'sunday');
}

/** The edit form starts with every day off. A fresh object each call. */
export function createEditAvailability(): Availability {
  return buildAvailability(() => false);
}

/** Turning a day on gives it the slot 09:00-17:00; turning it off clears its slots. Returns a copy. */
export function setDayAvailable(availability: Availability, day: Weekday, available: boolean): Availability {
  const next: DayAvailability = available
    ? { available: true, slots: [defaultSlot()] }
    : { available: false, slots: [] };
  return { ...availability, weekdays: { ...availability.weekdays, [day]: next } };
}

/** Sets the first slot of a day (the only one the UI edits). Returns a copy. */
export function setFirstSlot(availability: Availability, day: Weekday, slot: TimeSlot): Availability {
  const current = availability.weekdays[day];
  const next: DayAvailability = { available: current.available, slots: [slot, ...current.slots.slice(1)] };
  return { ...availability, weekdays: { ...availability.weekdays, [day]: next } };
}

/**
 * "13:00" → "1:00 PM", "00:00" → "12:00 AM" in English; the 24-hour clock in Portuguese ("13:00").
 * Returns the input unchanged when it is not HH:MM.
 */
export function formatTimeOfDayLabel(time: string): string {
  if (!TIME_OF_DAY.test(time)) return time;
  if (activeLanguage() === 'pt-PT') return time;
  const hour = Number(time.slice(0, 2));
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
}

export interface TimeChoice {
  value: string;
  label: string;
}

/** Hourly choices 00:00 to 23:00, labelled in the active language (read while drawing). */
export const HOURLY_TIME_CHOICES: readonly TimeChoice[] = Array.from({ length: 24 }, (_, hour) => {
  const value = `${String(hour).padStart(2, '0')}:00`;
  return {
    value,
    get label() {
      return formatTimeOfDayLabel(value);
    },
  };
});

/** Weekday names in the order of Date#getUTCDay (0 is Sunday). */
const WEEKDAYS_FROM_SUNDAY: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

/** The weekday of a "YYYY-MM-DD" day (or a stored timestamp's date part); null when it is no date. */
export function weekdayOfDay(day: string): Weekday | null {
  const parsed = parseIsoDate(day);
  return parsed ? (WEEKDAYS_FROM_SUNDAY[weekdayOf(parsed)] ?? null) : null;
}

/**
 * A listing's weekly availability as stored (an object, or its JSON text as the server reads a
 * JSON field); null when missing or malformed, which, as for listingSchema, means no weekly limits.
 */
export function readWeeklyAvailability(value: unknown): Availability | null {
  let candidate = value;
  if (typeof value === 'string') {
    try {
      candidate = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = availabilitySchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/**
 * The first of `isoDays` (in the order given) that falls on a weekday the listing marks "Not
 * available", with that weekday; null when every day may be requested. A listing without a valid
 * weekly availability limits no day. The server refuses such requests; the booking calendar
 * greys those weekdays out.
 */
/**
 * Whether a day falls on a weekday the listing marks "Not available" (issue 17). Without weekly
 * availability no day is closed. The server refuses such days (`unavailableWeekdayIn`) and the
 * booking calendar greys them out, both through this one rule.
 */
export function isOnClosedWeekday(availability: Availability | null | undefined, day: string): boolean {
  if (!availability) return false;
  const weekday = weekdayOfDay(day);
  return weekday !== null && !availability.weekdays[weekday].available;
}

export function unavailableWeekdayIn(
  listingAvailability: unknown,
  isoDays: readonly string[],
): { day: IsoDate; weekday: Weekday } | null {
  const availability = readWeeklyAvailability(listingAvailability);
  if (!availability) return null;
  for (const day of isoDays) {
    const weekday = weekdayOfDay(day);
    const parsed = parseIsoDate(day);
    if (weekday && parsed && isOnClosedWeekday(availability, day)) return { day: toIsoDate(parsed), weekday };
  }
  return null;
}
