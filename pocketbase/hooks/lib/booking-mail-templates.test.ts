import { BOOKING_EMAIL_TEMPLATES, bookingEmailData, inLanguage } from '@partilha/domain';
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
  facts: {
    listingType: 'service',
    startDate: '2026-05-04 00:00:00.000Z',
    endDate: '2026-05-06 00:00:00.000Z',
    selectedDates: ['2026-05-04', '2026-05-05', '2026-05-06'],
    hoursPerDay: 2,
    totalPrice: 97.5,
    notes: 'Bring <script>alert(1)</script> & gloves',
    rejectionReason: '',
  },
};

describe('renderBookingMail', () => {
  it.each(BOOKING_EMAIL_TEMPLATES)('%s names Partilha and links the booking in both parts', (template) => {
    const mail = renderBookingMail(template, data);
    expect(mail.subject).toMatch(/"Drill & <bits>".* — Partilha$/);
    expect(mail.text).toContain('https://partilha.example/account/bookings/b123');
    expect(mail.html).toContain('href="https://partilha.example/account/bookings/b123"');
    expect(mail.text.startsWith('Hello Ana,')).toBe(true);
  });

  it('escapes names, the title and the note in the HTML part only', () => {
    const mail = renderBookingMail('booking-request', { ...data, renterName: '<b>Rui</b>' });
    expect(mail.text).toContain('<b>Rui</b> would like to book "Drill & <bits>".');
    expect(mail.text).toContain('Note: Bring <script>alert(1)</script> & gloves');
    expect(mail.html).toContain('&lt;b&gt;Rui&lt;/b&gt; would like to book &quot;Drill &amp; &lt;bits&gt;&quot;.');
    expect(mail.html).toContain('Bring &lt;script&gt;alert(1)&lt;/script&gt; &amp; gloves');
    expect(mail.html).not.toMatch(/<script|<bits>|<b>Rui/);
  });

  it('shows the listing, dates, hours, total price and note in both parts', () => {
    const mail = renderBookingMail('booking-approved', data);
    for (const line of [
      'Listing: Drill & <bits>',
      'Dates: May 4, 2026 - May 6, 2026',
      'Hours per day: 2 hours',
      'Total price: €97.50',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Total price</th>');
    expect(mail.html).toContain('€97.50');
    expect(mail.html).toContain('#1f6f5c');
    expect(mail.text).not.toContain('Days booked');
  });

  it('shows hours only for a service, and the chosen days when they are not one span', () => {
    const equipment = { ...data.facts, listingType: 'equipment', selectedDates: ['2026-05-04', '2026-05-06'] };
    const mail = renderBookingMail('booking-request', { ...data, facts: equipment });
    expect(mail.text).not.toContain('Hours per day');
    expect(mail.text).toContain('Days booked: May 4, 2026, May 6, 2026');
  });

  it('gives the reason in the rejected e-mail only, and only when there is one', () => {
    const facts = { ...data.facts, rejectionReason: 'Away <that> week' };
    expect(renderBookingMail('booking-rejected', { ...data, facts }).text).toContain('Reason: Away <that> week');
    expect(renderBookingMail('booking-rejected', { ...data, facts }).html).toContain('Away &lt;that&gt; week');
    expect(renderBookingMail('booking-cancelled', { ...data, facts }).text).not.toContain('Reason:');
    expect(renderBookingMail('booking-rejected', data).text).not.toContain('Reason:');
  });

  it('says who did what for each template', () => {
    expect(renderBookingMail('booking-approved', data).text).toContain('Olga confirmed your booking request');
    expect(renderBookingMail('booking-rejected', data).text).toContain('Olga declined your booking request');
    expect(renderBookingMail('booking-cancelled', data).text).toContain('Olga cancelled the booking');
    expect(renderBookingMail('booking-completed', data).text).toContain('You can now leave a review.');
  });
});

describe('renderBookingMail in pt-PT (issue 19)', () => {
  const inPortuguese = (work: () => string) => inLanguage('pt-PT', work);

  it('writes subject, greeting, sentence, facts, button and sign-off in Portuguese', () => {
    const mail = inLanguage('pt-PT', () => renderBookingMail('booking-approved', data));
    expect(mail.subject).toBe('A tua reserva de "Drill & <bits>" está confirmada — Partilha');
    expect(mail.text.startsWith('Olá, Ana,')).toBe(true);
    for (const line of [
      'Olga confirmou o teu pedido de reserva de "Drill & <bits>".',
      'Anúncio: Drill & <bits>',
      'Datas: 4 de maio de 2026 - 6 de maio de 2026',
      'Horas por dia: 2 horas',
      'Ver a reserva: https://partilha.example/account/bookings/b123',
      '— A equipa da Partilha',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Preço total: 97,50\s€/);
    expect(mail.html).toContain('<html lang="pt-PT">');
    expect(mail.html).toContain('Se o botão não funcionar');
    expect(mail.text).not.toMatch(/Hello|Listing|Total price|View the booking/);
  });

  it('asks the owner to review a request, and gives a declined request its reason', () => {
    expect(inPortuguese(() => renderBookingMail('booking-request', data).subject)).toBe(
      'Novo pedido de reserva para "Drill & <bits>" — Partilha',
    );
    expect(inPortuguese(() => renderBookingMail('booking-request', data).text)).toContain(
      'Rui gostaria de reservar "Drill & <bits>".',
    );
    const facts = { ...data.facts, rejectionReason: 'Fora nessa semana' };
    expect(inPortuguese(() => renderBookingMail('booking-rejected', { ...data, facts }).text)).toContain(
      'Motivo: Fora nessa semana',
    );
    expect(inPortuguese(() => renderBookingMail('booking-completed', { ...data, recipientName: '' }).text)).toMatch(
      /^Olá,\n[\s\S]*Já podes deixar uma avaliação\./,
    );
  });

  it('goes back to English once written', () => {
    inLanguage('pt-PT', () => renderBookingMail('booking-approved', data));
    expect(renderBookingMail('booking-approved', data).text.startsWith('Hello Ana,')).toBe(true);
  });
});

describe('absoluteBookingUrl', () => {
  it('joins the website origin and the detail path without a double slash', () => {
    expect(absoluteBookingUrl('https://partilha.example/', '/account/bookings/b1')).toBe(
      'https://partilha.example/account/bookings/b1',
    );
  });
});
