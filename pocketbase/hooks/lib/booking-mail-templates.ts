import {
  BOOKING_MAIL_MESSAGES,
  PRODUCT_NAME,
  countDaysInclusive,
  formatDate,
  formatDateRange,
  formatEuros,
  hoursPerDayText,
  type BookingEmailData,
  type BookingEmailTemplate,
} from '@partilha/domain';
import { dayPart, stringListOf } from './booking-records';
import { renderMailLayout } from './mail-layout';

/** A rendered booking e-mail. */
export interface BookingMailContent {
  subject: string;
  html: string;
  text: string;
}

/**
 * The data of a booking e-mail with bookingUrl made absolute (website origin + detail path) and
 * the recipient's name for the greeting ('' when unknown).
 */
export type BookingMailData = BookingEmailData &
  BookingTimerMailExtras & { recipientName: string; facts: BookingMailFacts };

/** The booking job's e-mails (lib/booking-timers.ts): reminders to the owner, expiry and completion to both. */
export type BookingTimerMailTemplate =
  'booking-reminder' | 'booking-completion-reminder' | 'booking-expired' | 'booking-auto-completed';

/** Every e-mail about a booking. */
export type AnyBookingMailTemplate = BookingEmailTemplate | BookingTimerMailTemplate;

/** What the job's e-mails say besides a booking e-mail's data. */
export interface BookingTimerMailExtras {
  /** When the request expires or the booking completes itself, as the recipient reads it. */
  when?: string;
  /** Whom an e-mail told to both parties is for. */
  recipientRole?: 'owner' | 'renter';
}

interface Wording {
  subject: (title: string) => string;
  /** The sentence saying what happened (plain text; the layout escapes it). */
  happened: (names: { renter: string; sender: string; title: string } & BookingTimerMailExtras) => string;
  action: string;
}

/** The wording of one template in the active language (read while writing the e-mail). */
function wordingOf(template: AnyBookingMailTemplate): Wording {
  const T = BOOKING_MAIL_MESSAGES;
  switch (template) {
    case 'booking-reminder':
      return {
        subject: T.reminderSubject,
        happened: ({ renter, title, when }) => T.reminderHappened(renter, title, when ?? ''),
        action: T.requestAction,
      };
    case 'booking-completion-reminder':
      return {
        subject: T.completionReminderSubject,
        happened: ({ renter, title, when }) => T.completionReminderHappened(renter, title, when ?? ''),
        action: T.viewAction,
      };
    case 'booking-expired':
      return {
        subject: T.expiredSubject,
        happened: ({ renter, title, recipientRole }) =>
          recipientRole === 'renter' ? T.expiredHappenedRenter(title) : T.expiredHappenedOwner(renter, title),
        action: T.viewAction,
      };
    case 'booking-auto-completed':
      return {
        subject: T.autoCompletedSubject,
        happened: ({ title }) => T.autoCompletedHappened(title),
        action: T.viewAction,
      };
    case 'booking-request':
      return {
        subject: T.requestSubject,
        happened: ({ renter, title }) => T.requestHappened(renter, title),
        action: T.requestAction,
      };
    case 'booking-approved':
      return {
        subject: T.approvedSubject,
        happened: ({ sender, title }) => T.approvedHappened(sender, title),
        action: T.viewAction,
      };
    case 'booking-rejected':
      return {
        subject: T.rejectedSubject,
        happened: ({ sender, title }) => T.rejectedHappened(sender, title),
        action: T.viewAction,
      };
    case 'booking-cancelled':
      return {
        subject: T.cancelledSubject,
        happened: ({ sender, title }) => T.cancelledHappened(sender, title),
        action: T.viewAction,
      };
    case 'booking-completed':
      return {
        subject: T.completedSubject,
        happened: ({ sender, title }) => T.completedHappened(sender, title),
        action: T.viewAction,
      };
  }
}

/** What the booking e-mails show of the booking itself, read from its record. */
export interface BookingMailFacts {
  listingType: string;
  /** First and last day (`YYYY-MM-DD…`). */
  startDate: string;
  endDate: string;
  selectedDates: readonly string[];
  hoursPerDay: number;
  totalPrice: number;
  /** The renter's note with the request; '' for none. */
  notes: string;
  /** The owner's reason for declining; '' for none. */
  rejectionReason: string;
}

/** The facts of a booking record; a field the record does not have reads as empty. */
export function bookingMailFacts(booking: PbRecord): BookingMailFacts {
  return {
    listingType: booking.getString('listingType'),
    startDate: booking.getString('startDate'),
    endDate: booking.getString('endDate'),
    selectedDates: stringListOf(booking, 'selectedDates'),
    hoursPerDay: booking.getFloat('hoursPerDay'),
    totalPrice: booking.getFloat('totalPrice'),
    notes: booking.getString('notes'),
    rejectionReason: booking.getString('rejectionReason'),
  };
}

/** Listing, dates, hours (services only), price, note and, for a declined request, the reason. */
function bookingDetails(template: AnyBookingMailTemplate, title: string, facts: BookingMailFacts) {
  const start = dayPart(facts.startDate);
  const end = dayPart(facts.endDate || facts.startDate);
  const T = BOOKING_MAIL_MESSAGES;
  const details: { label: string; value: string }[] = [
    { label: T.listing, value: title },
    { label: T.dates, value: formatDateRange(start, end) },
  ];
  const span = start ? countDaysInclusive(start, end) : 0;
  if (facts.selectedDates.length > 0 && facts.selectedDates.length !== span) {
    details.push({ label: T.daysBooked, value: facts.selectedDates.map((day) => formatDate(day)).join(', ') });
  }
  if (facts.listingType === 'service')
    details.push({ label: T.hoursPerDay, value: hoursPerDayText(facts.hoursPerDay) });
  details.push({ label: T.totalPrice, value: formatEuros(facts.totalPrice) });
  if (facts.notes.trim() !== '') details.push({ label: T.note, value: facts.notes.trim() });
  if ((template === 'booking-rejected' || template === 'booking-expired') && facts.rejectionReason.trim() !== '') {
    details.push({ label: T.reason, value: facts.rejectionReason.trim() });
  }
  return details;
}

/**
 * One of the five booking e-mails (spec 001 §7: booking-request, -approved, -rejected,
 * -cancelled, -completed) in Partilha's words and layout: what happened, the booking's facts and
 * a link to the booking's page, as HTML (every value escaped) and as plain text. Written in the
 * active language: the caller wraps it in the recipient's (inMemberLanguage).
 */
export function renderBookingMail(template: AnyBookingMailTemplate, data: BookingMailData): BookingMailContent {
  const wording = wordingOf(template);
  const subject = `${wording.subject(data.listingTitle)} — ${PRODUCT_NAME}`;
  const happened = wording.happened({
    renter: data.renterName ?? '',
    sender: data.senderName ?? '',
    title: `"${data.listingTitle}"`,
    when: data.when,
    recipientRole: data.recipientRole,
  });
  const parts = renderMailLayout({
    greeting: data.recipientName
      ? BOOKING_MAIL_MESSAGES.greeting(data.recipientName)
      : BOOKING_MAIL_MESSAGES.greetingNoName,
    paragraphs: [happened],
    details: bookingDetails(template, data.listingTitle, data.facts),
    action: { label: wording.action, url: data.bookingUrl },
  });
  return { subject, ...parts };
}

/** The booking page's address on the website: the origin (PARTILHA_APP_URL) + the detail path. */
export function absoluteBookingUrl(appUrl: string, bookingPath: string): string {
  return `${appUrl.replace(/\/+$/, '')}${bookingPath}`;
}
