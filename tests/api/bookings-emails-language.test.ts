// Booking e-mails and notifications in their recipient's language (issue 19): each member reads
// what the server writes for them in their preferredLanguage, whoever caused it, and a member
// without one reads English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { createUser, records, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { daysFromToday, listingOf, moveBooking, notificationsAbout, requestBooking } from './bookings-support';

const TITLE = 'Berbequim & brocas';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let listingId: string;

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({ smtp: { host: '127.0.0.1', port: mail.smtpPort } });
  admin = await superuserApi(server);
  [owner, renter] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner', preferredLanguage: 'en' } }),
    createUser(admin, { profile: { displayName: 'Rita Renter', preferredLanguage: 'pt-PT' } }),
  ]);
  listingId = await listingOf(owner, { title: TITLE });
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

function mailTo(to: TestUser, bookingId: string, subject: string): Promise<CaughtMail> {
  return mail.waitFor(
    (caught) => caught.to.includes(to.email) && caught.text.includes(bookingId) && caught.subject === subject,
    10_000,
  );
}

describe('booking e-mails in the recipient language', () => {
  it("a Portuguese renter's request reaches the English owner in English; the approval reaches her in Portuguese", async () => {
    const booking = await requestBooking(renter, listingId, daysFromToday(5, 1));

    const request = await mailTo(owner, booking.id as string, `New booking request for "${TITLE}" — Partilha`);
    expect(request.text.startsWith('Hello Olga Owner,')).toBe(true);
    expect(request.text).toContain(`Rita Renter would like to book "${TITLE}".`);
    expect(request.text).toContain('Total price: €');
    expect(request.text).not.toMatch(/Olá|Preço total/);

    await moveBooking(owner, booking.id as string, 'approved');
    const approved = await mailTo(
      renter,
      booking.id as string,
      `A tua reserva de "${TITLE}" está confirmada — Partilha`,
    );
    expect(approved.text.startsWith('Olá, Rita Renter,')).toBe(true);
    expect(approved.text).toContain(`Olga Owner confirmou o teu pedido de reserva de "${TITLE}".`);
    expect(approved.text).toMatch(/Preço total: [\d,]+\s€/);
    expect(approved.text).toContain('Ver a reserva: ');
    expect(approved.html).toContain('<html lang="pt-PT">');
    expect(approved.text).not.toMatch(/Hello|confirmed|Total price/);
  });

  it('stores each notification in its recipient language, messages included', async () => {
    const booking = await requestBooking(renter, listingId, daysFromToday(8, 1));
    const bookingId = booking.id as string;
    await moveBooking(owner, bookingId, 'approved');
    const message = await owner.api.post(records('booking_messages'), {
      booking: bookingId,
      sender: owner.id,
      content: 'Até amanhã',
    });
    expect(message.status, JSON.stringify(message.body)).toBe(200);

    const ownerNotices = (await notificationsAbout(owner, bookingId)).map((notice) => notice.content);
    expect(ownerNotices).toEqual([`New booking request for "${TITLE}" from Rita Renter`]);
    const renterNotices = (await notificationsAbout(renter, bookingId)).map((notice) => notice.content);
    expect(renterNotices).toEqual([
      `O teu pedido de reserva de "${TITLE}" foi confirmado`,
      'Nova mensagem de Olga Owner: Até amanhã',
    ]);
  });
});
