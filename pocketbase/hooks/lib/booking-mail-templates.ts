import { PRODUCT_NAME, type BookingEmailData, type BookingEmailTemplate } from '@partilha/domain';

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
export type BookingMailData = BookingEmailData & { recipientName: string };

interface Wording {
  subject: (title: string) => string;
  /** The sentence saying what happened; names and title are already quoted or escaped. */
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

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * One of the five booking e-mails (spec 001 §7: booking-request, -approved, -rejected,
 * -cancelled, -completed) in Partilha's words, with a link to the booking's page, as HTML and as
 * plain text.
 */
export function renderBookingMail(template: BookingEmailTemplate, data: BookingMailData): BookingMailContent {
  const wording = WORDING[template];
  const renter = data.renterName ?? '';
  const sender = data.senderName ?? '';
  const subject = `${wording.subject(data.listingTitle)} — ${PRODUCT_NAME}`;

  const textHappened = wording.happened({ renter, sender, title: `"${data.listingTitle}"` });
  const text = [
    data.recipientName ? `Hello ${data.recipientName},` : 'Hello,',
    '',
    textHappened,
    '',
    `${wording.action}: ${data.bookingUrl}`,
    '',
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');

  const htmlHappened = wording.happened({
    renter: escapeHtml(renter),
    sender: escapeHtml(sender),
    title: `<strong>${escapeHtml(data.listingTitle)}</strong>`,
  });
  const url = escapeHtml(data.bookingUrl);
  const html = [
    data.recipientName ? `<p>Hello ${escapeHtml(data.recipientName)},</p>` : '<p>Hello,</p>',
    `<p>${htmlHappened}</p>`,
    `<p><a href="${url}">${wording.action}</a></p>`,
    `<p>If the link does not open, copy this address into your browser: ${url}</p>`,
    `<p>— The ${PRODUCT_NAME} team</p>`,
  ].join('\n');

  return { subject, html, text };
}

/** The booking page's address on the website: the origin (PARTILHA_APP_URL) + the detail path. */
export function absoluteBookingUrl(appUrl: string, bookingPath: string): string {
  return `${appUrl.replace(/\/+$/, '')}${bookingPath}`;
}
