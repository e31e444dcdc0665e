import { formatTimeOfDayLabel, WEEKDAY_LABELS, WEEKDAYS, type Availability } from '@partilha/domain';

export interface AvailabilityLine {
  day: string;
  /** "9:00 AM - 5:00 PM" (several slots joined by ", "), or null when the day is off. */
  hours: string | null;
}

/**
 * The weekly availability of a listing as the detail page shows it: every weekday, Monday first,
 * with its hours on the 12-hour clock. A day marked available without slots uses the listing's
 * start and end time. [] when the listing has no availability.
 */
export function availabilitySummary(availability: Availability | null | undefined): AvailabilityLine[] {
  if (!availability) return [];
  return WEEKDAYS.map((weekday) => {
    const day = availability.weekdays[weekday];
    if (!day.available) return { day: WEEKDAY_LABELS[weekday], hours: null };
    const slots = day.slots.length > 0 ? day.slots : [{ start: availability.startTime, end: availability.endTime }];
    const hours = slots
      .map((slot) => `${formatTimeOfDayLabel(slot.start)} - ${formatTimeOfDayLabel(slot.end)}`)
      .join(', ');
    return { day: WEEKDAY_LABELS[weekday], hours };
  });
}
