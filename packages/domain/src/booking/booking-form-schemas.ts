import { z } from 'zod';
import { compareIsoDates, isIsoDate } from '../time/calendar-date';
import { BOOKING_LIMITS } from './booking';
import { BOOKING_MESSAGES as M } from './booking-messages';

const hoursPerDay = z
  .number({ error: M.hoursPerDayNumber })
  .min(BOOKING_LIMITS.hoursPerDayMin, M.hoursPerDayMin)
  .max(BOOKING_LIMITS.hoursPerDayMax, M.hoursPerDayMax);

const notes = z.string().max(BOOKING_LIMITS.notesMax, M.notesMax).default('');

const isoDay = z.string().refine(isIsoDate, M.datesFormat);

/** Booking request form on a listing page (spec 001 §5). */
export const bookingRequestFormSchema = z.object({
  selectedDates: z.array(isoDay).min(1, M.atLeastOneDate),
  hoursPerDay,
  notes,
});
export type BookingRequestForm = z.infer<typeof bookingRequestFormSchema>;

function hoursChoice(value: number): { readonly value: number; readonly label: string } {
  return {
    value,
    // Read while drawing, in the active language.
    get label() {
      return value === 24 ? M.fullDayChoice : M.hours(value);
    },
  };
}

/** Hour choices of the request form: 1 to 12, and 24 as a full day. */
export const HOURS_PER_DAY_CHOICES: readonly { readonly value: number; readonly label: string }[] = [
  ...Array.from({ length: 12 }, (_, index) => hoursChoice(index + 1)),
  hoursChoice(24),
];

/** The Edit Booking Details dialog (spec 001 §5). */
export const editBookingFormSchema = z
  .object({
    startDate: z.string().trim().min(1, M.startDateRequired),
    endDate: z.string().trim().min(1, M.endDateRequired),
    hoursPerDay: hoursPerDay.default(BOOKING_LIMITS.defaultHoursPerDay),
    totalPrice: z.number().min(0, M.totalPriceMin),
    notes,
  })
  .refine((values) => !values.startDate || !values.endDate || compareIsoDates(values.endDate, values.startDate) >= 0, {
    message: M.endDateAfterStart,
    path: ['endDate'],
  });
export type EditBookingForm = z.infer<typeof editBookingFormSchema>;

/** Slider of the edit dialog: 1 to 24 hours, step 1; price step 0.01. */
export const EDIT_DIALOG_HOURS = { min: 1, max: 24, step: 1 } as const;
export const EDIT_DIALOG_PRICE_STEP = 0.01;
