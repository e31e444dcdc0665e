/**
 * A booking's hours per day as the booking page and the booking e-mails show them: "2 hours",
 * "1 hour", "Full day (24 hours)"; "Not set" for a booking without hours.
 */
export function hoursPerDayText(hours: number): string {
  if (!(hours > 0)) return 'Not set';
  if (hours === 24) return 'Full day (24 hours)';
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
