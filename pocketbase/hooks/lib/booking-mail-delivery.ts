import { displayNameOf } from '@partilha/domain';
import { absoluteBookingUrl, renderBookingMail } from './booking-mail-templates';
import { bookingRequestMails, type BookingMail } from './booking-notices';
import { USERS, findRecordOrNull } from './booking-records';
import { inMemberLanguage } from './member-language';

/** The greeting's name; '' for someone who never gave one (the e-mail then says "Hello,"). */
function greetingName(user: PbRecord): string {
  const person = {
    displayName: user.getString('displayName'),
    firstName: user.getString('firstName'),
    lastName: user.getString('lastName'),
  };
  const known = Object.values(person).some((value) => value.trim() !== '');
  return known ? displayNameOf(person) : '';
}

/**
 * Sends the booking e-mails of a committed change through SMTP. A recipient who turned e-mail
 * notifications off (notifyEmail) gets none. Each failure is logged and never undoes the change;
 * without SMTP settings e-mail is off (PocketBase would otherwise try a local sendmail).
 */
export function sendBookingMails(app: PbApp, mails: readonly BookingMail[]): void {
  if (mails.length === 0 || !app.settings().smtp.enabled) return;
  const meta = app.settings().meta;
  for (const mail of mails) {
    try {
      const recipient = findRecordOrNull(app, USERS, mail.recipientId);
      if (!recipient || !recipient.getBool('notifyEmail') || recipient.email() === '') continue;
      // In the recipient's language (their preferredLanguage, else English), dates and money too.
      const content = inMemberLanguage(recipient, () =>
        renderBookingMail(mail.template, {
          ...mail.data,
          bookingUrl: absoluteBookingUrl(meta.appURL, mail.data.bookingUrl),
          recipientName: greetingName(recipient),
          facts: mail.facts,
        }),
      );
      app.newMailClient().send(
        new MailerMessage({
          from: { address: meta.senderAddress, name: meta.senderName },
          to: [{ address: recipient.email() }],
          subject: content.subject,
          html: content.html,
          text: content.text,
        }),
      );
    } catch (error) {
      app
        .logger()
        .error(
          'Sending a booking e-mail failed',
          'template',
          mail.template,
          'booking',
          mail.data.bookingId,
          'recipient',
          mail.recipientId,
          'error',
          String(error),
        );
    }
  }
}

/**
 * The app store key the Go booking request route (pocketbase/market/booking_route.go, through the
 * generated tables) sets for each booking it makes, followed by the booking's id: the owner's
 * e-mail goes out for those bookings and no others.
 */
export const BOOKING_REQUEST_MAIL_KEY_PREFIX = 'partilha.bookingRequestMail.';

/** After a request is committed: the owner's e-mail, when the route made the booking and SMTP is on. */
export function mailBookingRequest(app: PbApp, booking: PbRecord): void {
  const key = `${BOOKING_REQUEST_MAIL_KEY_PREFIX}${booking.id}`;
  if (!app.store().has(key)) return;
  app.store().remove(key);
  if (!app.settings().smtp.enabled) return;
  sendBookingMails(app, bookingRequestMails(app, booking));
}
