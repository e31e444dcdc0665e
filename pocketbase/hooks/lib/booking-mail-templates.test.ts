import { BOOKING_EMAIL_TEMPLATES, bookingEmailData } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { absoluteBookingUrl, renderBookingMail } from './booking-mail-templates';

const data = {
  ...bookingEmailData({
    bookingId: 'b123',
    listingTitle: 'Drill & <bits>',
    renterName: 'Rui',
    senderName: 'Olga',
    status: 'approved',
  }),
  bookingUrl: 'https://partilha.example/account/bookings/b123',
  recipientName: 'Ana',
};

describe('renderBookingMail', () => {
  it.each(BOOKING_EMAIL_TEMPLATES)('%s names Partilha and links the booking in both parts', (template) => {
    const mail = renderBookingMail(template, data);
    expect(mail.subject).toMatch(/"Drill & <bits>".* — Partilha$/);
    expect(mail.text).toContain('https://partilha.example/account/bookings/b123');
    expect(mail.html).toContain('href="https://partilha.example/account/bookings/b123"');
    expect(mail.text.startsWith('Hello Ana,')).toBe(true);
  });

  it('escapes names and the title in the HTML part only', () => {
    const mail = renderBookingMail('booking-request', { ...data, renterName: '<b>Rui</b>' });
    expect(mail.text).toContain('<b>Rui</b> would like to book "Drill & <bits>".');
    expect(mail.html).toContain('&lt;b&gt;Rui&lt;/b&gt; would like to book <strong>Drill &amp; &lt;bits&gt;</strong>.');
  });

  it('greets without a name when the recipient never gave one', () => {
    const mail = renderBookingMail('booking-cancelled', { ...data, recipientName: '' });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.html.startsWith('<p>Hello,</p>')).toBe(true);
  });

  it('says who did what for each template', () => {
    expect(renderBookingMail('booking-approved', data).text).toContain('Olga confirmed your booking request');
    expect(renderBookingMail('booking-rejected', data).text).toContain('Olga declined your booking request');
    expect(renderBookingMail('booking-cancelled', data).text).toContain('Olga cancelled the booking');
    expect(renderBookingMail('booking-completed', data).text).toContain('You can now leave a review.');
  });
});

describe('absoluteBookingUrl', () => {
  it('joins the website origin and the detail path without a double slash', () => {
    expect(absoluteBookingUrl('https://partilha.example/', '/account/bookings/b1')).toBe(
      'https://partilha.example/account/bookings/b1',
    );
  });
});
