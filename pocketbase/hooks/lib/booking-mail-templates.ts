import {
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
export type BookingMailData = BookingEmailData & { recipientName: string; facts: BookingMailFacts };

interface Wording {
  subject: (title: string) => string;
  /** The sentence saying what happened (plain text; the layout escapes it). */
  happened: (names: { renter: string; sender: string; title: string }) => string;
  action: string;
}

const WORDING: Readonly<Record<BookingEmailTemplate, Wording>> = {
  'booking-request': {
    subject: (title) => `New booking request for "${title}"`,
    happened: ({ renter, title }) => `${renter} would like to book ${title}.`,
    action: 'Review the request',
  },
  'booking-approved': {
    subject: (title) => `Your booking for "${title}" is confirmed`,
    happened: ({ sender, title }) => `${sender} confirmed your booking request for ${title}.`,
    action: 'View the booking',
  },
  'booking-rejected': {
    subject: (title) => `Your booking request for "${title}" was declined`,
    happened: ({ sender, title }) => `${sender} declined your booking request for ${title}.`,
    action: 'View the booking',
  },
  'booking-cancelled': {
    subject: (title) => `The booking for "${title}" was cancelled`,
    happened: ({ sender, title }) => `${sender} cancelled the booking for ${title}.`,
    action: 'View the booking',
  },
  'booking-completed': {
    subject: (title) => `Your booking for "${title}" is completed`,
    happened: ({ sender, title }) =>
      `${sender} marked your booking for ${title} as completed. You can now leave a review.`,
    action: 'View the booking',
  },
};

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
function bookingDetails(template: BookingEmailTemplate, title: string, facts: BookingMailFacts) {
  const start = dayPart(facts.startDate);
  const end = dayPart(facts.endDate || facts.startDate);
  const details = [
    { label: 'Listing', value: title },
    { label: 'Dates', value: formatDateRange(start, end) },
  ];
  const span = start ? countDaysInclusive(start, end) : 0;
  if (facts.selectedDates.length > 0 && facts.selectedDates.length !== span) {
    details.push({ label: 'Days booked', value: facts.selectedDates.map((day) => formatDate(day)).join(', ') });
  }
  if (facts.listingType === 'service')
    details.push({ label: 'Hours per day', value: hoursPerDayText(facts.hoursPerDay) });
  details.push({ label: 'Total price', value: formatEuros(facts.totalPrice) });
  if (facts.notes.trim() !== '') details.push({ label: 'Note', value: facts.notes.trim() });
  if (template === 'booking-rejected' && facts.rejectionReason.trim() !== '') {
    details.push({ label: 'Reason', value: facts.rejectionReason.trim() });
  }
  return details;
}

/**
 * One of the five booking e-mails (spec 001 §7: booking-request, -approved, -rejected,
 * -cancelled, -completed) in Partilha's words and layout: what happened, the booking's facts and
 * a link to the booking's page, as HTML (every value escaped) and as plain text.
 */
export function renderBookingMail(template: BookingEmailTemplate, data: BookingMailData): BookingMailContent {
  const wording = WORDING[template];
  const subject = `${wording.subject(data.listingTitle)} — ${PRODUCT_NAME}`;
  const happened = wording.happened({
    renter: data.renterName ?? '',
    sender: data.senderName ?? '',
    title: `"${data.listingTitle}"`,
  });
  const parts = renderMailLayout({
    greeting: data.recipientName ? `Hello ${data.recipientName},` : 'Hello,',
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
