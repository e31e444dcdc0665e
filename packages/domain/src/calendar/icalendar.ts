import { localized } from '../i18n/catalogue';
import { addDays, type IsoDate } from '../time/calendar-date';

/**
 * Private calendar feeds (issue 21): a member's bookings, and each listing's booked and blocked
 * days, as iCalendar (RFC 5545) all-day events that calendar apps subscribe to. Pure text
 * building, so the server's hooks write exactly what these tests read.
 */

export interface CalendarEvent {
  /** Unique and stable across refreshes: a calendar app updates the event it already has. */
  uid: string;
  /** First and last day (inclusive). */
  start: IsoDate;
  end: IsoDate;
  summary: string;
  description?: string;
  /** Confirmed bookings and blocked days; a request is tentative. */
  status: 'CONFIRMED' | 'TENTATIVE';
  url?: string;
}

export interface CalendarFeed {
  name: string;
  events: readonly CalendarEvent[];
  /** When the feed was written (DTSTAMP of every event). */
  stamp: Date;
}

/** Consecutive runs of days, in order: ["2026-05-01","2026-05-02","2026-05-05"] → two runs. */
export function dayRuns(days: readonly IsoDate[]): { start: IsoDate; end: IsoDate }[] {
  const sorted = [...new Set(days)].sort();
  const runs: { start: IsoDate; end: IsoDate }[] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && addDays(last.end, 1) === day) last.end = day;
    else runs.push({ start: day, end: day });
  }
  return runs;
}

/** A TEXT value escaped as RFC 5545 §3.3.11 asks: backslash, semicolon, comma and line breaks. */
export function escapeCalendarText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/** A content line folded at 75 octets (RFC 5545 §3.1), never inside a character. */
export function foldCalendarLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    // Continuation lines begin with a space, which counts.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (day: IsoDate) => day.replace(/-/g, '');

function compactInstant(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The feed as iCalendar text: CRLF line ends, folded lines, all-day events. */
export function icalendarText(feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Partilha//Calendar feeds//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeCalendarText(feed.name)}`,
    'X-WR-TIMEZONE:Europe/Lisbon',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  const stamp = compactInstant(feed.stamp);
  for (const event of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeCalendarText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      `DTEND;VALUE=DATE:${compactDate(addDays(event.end, 1))}`,
      `SUMMARY:${escapeCalendarText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeCalendarText(event.description)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push(`STATUS:${event.status}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldCalendarLine).join('\r\n')}\r\n`;
}

export const CALENDAR_MESSAGES_EN = {
  // The feed routes' refusals.
  mustBeLoggedIn: 'You must be logged in to manage your calendar address',
  notFound: 'Calendar not found',
  myBookings: 'Partilha — my bookings',
  listingCalendar: (title: string) => `Partilha — ${title}`,
  asOwner: (title: string, renter: string) => `${title} — booked by ${renter}`,
  asRenter: (title: string, owner: string) => `${title} — with ${owner}`,
  request: (summary: string) => `Request: ${summary}`,
  booked: (renter: string) => `Booked by ${renter}`,
  blocked: 'Not available',
  openBooking: (url: string) => `Open the booking: ${url}`,
  // Settings
  feedTitle: 'Calendar',
  feedLead:
    'Subscribe to this private address in Google Calendar, Apple Calendar or Outlook to see your bookings there: confirmed ones as events, requests as tentative. Anyone who has the address can read it.',
  feedOff: 'Your calendar address is off.',
  feedAddress: 'Your private calendar address',
  copy: 'Copy',
  copied: 'Calendar address copied.',
  turnOn: 'Create a calendar address',
  regenerate: 'Make a new address',
  regenerateConfirm: 'The old address stops working at once: calendars subscribed to it stop updating.',
  turnOff: 'Turn off',
  cancel: 'Cancel',
  turnedOff: 'Your calendar address is turned off.',
  renewed: 'Your new calendar address is ready.',
  listingFeeds: 'Each of your listings has its own address too, with its booked and blocked days:',
  failed: 'Your calendar address could not be changed. Please try again.',
} as const;

export const CALENDAR_MESSAGES = /* @__PURE__ */ localized('calendar', CALENDAR_MESSAGES_EN);
