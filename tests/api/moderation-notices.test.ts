// Notices (issue 15, docs/moderation-api.md "Notices" and "Privacy") over raw HTTP, with the
// e-mails PocketBase actually sends caught by a real SMTP server: the report's checks in the
// domain's words, members' notices open at once on the item's one queue entry, guests' notices
// waiting for the link of their e-mail, who may read what, 50 notices at once on one item, and
// the guest rate limit.
import { MODERATION_MESSAGES } from '@partilha/domain';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher';
import { createUser, records, superuserApi, type Api, type Json, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { expectRefusal, listingOf } from './bookings-support';
import {
  CONFIRM_NOTICE_ROUTE,
  MY_NOTICES_ROUTE,
  NOTICES_ROUTE,
  confirmTokenOf,
  confirmationMailTo,
  createMembers,
  guestNotifier,
  lastMailId,
  noticeBody,
  noticesAbout,
  openCasesOf,
  reportAsGuest,
  reportAsGuestAndConfirm,
  reportAsMember,
} from './moderation-support';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const APP_URL = 'https://partilha.example';
const ACK_SUBJECT = 'We received your report — Partilha';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let owner: TestUser;
let renter: TestUser;
let notifier: TestUser;
let stranger: TestUser;
let operator: TestUser;
let reviewId: string;

/** A fresh listing of the owner, so each test starts from an item nobody has reported. */
function freshListing(title = 'Cordless drill'): Promise<string> {
  return listingOf(owner, { title });
}

beforeAll(async () => {
  mail = await startMailCatcher();
  // Exempt from the rate limits: this file makes bursts no person makes (50 notices at once,
  // many guests from 127.0.0.1); the limits have their own server below.
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: APP_URL,
    rateLimitExempt: true,
  });
  admin = await superuserApi(server);
  [owner, renter, notifier, stranger, operator] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner' } }),
    createUser(admin, { profile: { displayName: 'Rui Renter' } }),
    createUser(admin, { profile: { displayName: 'Nina Notifier' } }),
    createUser(admin, { profile: { displayName: 'Sara Stranger' } }),
    createUser(admin, { role: 'operator', profile: { displayName: 'Oscar Operator' } }),
  ]);
  const listingId = await freshListing('Reviewed ladder');
  const bookingId = await bookingIn(admin, { owner, renter, listing: listingId });
  reviewId = (await submitReview(renter, reviewBody(bookingId, 'listing'))).id as string;
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

describe('a notice is checked in the report dialog’s words', () => {
  let listingId: string;
  beforeAll(async () => {
    listingId = await freshListing();
  });

  const cases: [string, (id: string) => Record<string, unknown>, string][] = [
    [
      'without the good-faith statement',
      (id) => noticeBody('listing', id, { goodFaith: undefined }),
      'goodFaithRequired',
    ],
    ['with good faith false', (id) => noticeBody('listing', id, { goodFaith: false }), 'goodFaithRequired'],
    ['with an unknown reason', (id) => noticeBody('listing', id, { reason: 'boring' }), 'invalidReason'],
    [
      'about illegal content without a legal ground',
      (id) => noticeBody('listing', id, { reason: 'illegal_content' }),
      'legalGroundRequired',
    ],
    [
      'with an unknown legal ground',
      (id) => noticeBody('listing', id, { reason: 'illegal_content', legalGround: 'STATEMENT_CATEGORY_NOPE' }),
      'invalidLegalGround',
    ],
    [
      'with an explanation over 2000 characters',
      (id) => noticeBody('listing', id, { explanation: 'x'.repeat(2001) }),
      'explanationTooLong',
    ],
    ['with an explanation too short', (id) => noticeBody('listing', id, { explanation: 'bad' }), 'explanationTooShort'],
    ['about an unknown kind of item', (id) => noticeBody('listing', id, { kind: 'booking' }), 'invalidTarget'],
  ];

  it.each(cases)('a member’s notice %s is refused with 400', async (_what, body, message) => {
    const response = await notifier.api.post(NOTICES_ROUTE, body(listingId));
    expectRefusal(response, 400, MODERATION_MESSAGES[message as keyof typeof MODERATION_MESSAGES]);
  });

  it('a body that is not an object is a 400, never a 500', async () => {
    for (const body of [null, [], 'spam', 42]) {
      const response = await notifier.api.post(NOTICES_ROUTE, body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
    }
  });

  it('a guest must give a name and a valid e-mail address', async () => {
    const withoutEmail = await admin.guest.post(NOTICES_ROUTE, noticeBody('listing', listingId, { name: 'Gina' }));
    const withoutName = await admin.guest.post(
      NOTICES_ROUTE,
      noticeBody('listing', listingId, { email: 'gina@partilha.test' }),
    );
    const badEmail = await admin.guest.post(
      NOTICES_ROUTE,
      noticeBody('listing', listingId, { name: 'Gina', email: 'gina-at-home' }),
    );

    expectRefusal(withoutEmail, 400, MODERATION_MESSAGES.emailRequired);
    expectRefusal(withoutName, 400, MODERATION_MESSAGES.nameRequired);
    expectRefusal(badEmail, 400, MODERATION_MESSAGES.emailInvalid);
  });

  it('an item that does not exist or is not public cannot be reported (404)', async () => {
    const suspended = await freshListing('Suspended saw');
    expect((await admin.patch(records('listings', suspended), { status: 'suspended' })).status).toBe(200);

    expectRefusal(
      await notifier.api.post(NOTICES_ROUTE, noticeBody('listing', 'nosuchlisting00')),
      404,
      MODERATION_MESSAGES.targetNotFound,
    );
    expectRefusal(
      await notifier.api.post(NOTICES_ROUTE, noticeBody('listing', suspended)),
      404,
      MODERATION_MESSAGES.targetNotFound,
    );
    expectRefusal(
      await notifier.api.post(NOTICES_ROUTE, noticeBody('review', listingId)),
      404,
      MODERATION_MESSAGES.targetNotFound,
    );
  });

  it('none of the refusals stored a notice or opened a queue entry', async () => {
    expect(await noticesAbout(admin, listingId)).toEqual([]);
    expect(await openCasesOf(admin, listingId)).toEqual([]);
  });
});

describe('own content', () => {
  it('a member cannot report their own listing, profile or review (403)', async () => {
    const listingId = await freshListing();
    expectRefusal(
      await owner.api.post(NOTICES_ROUTE, noticeBody('listing', listingId)),
      403,
      MODERATION_MESSAGES.ownContent,
    );
    expectRefusal(
      await owner.api.post(NOTICES_ROUTE, noticeBody('profile', owner.id)),
      403,
      MODERATION_MESSAGES.ownContent,
    );
    expectRefusal(
      await renter.api.post(NOTICES_ROUTE, noticeBody('review', reviewId)),
      403,
      MODERATION_MESSAGES.ownContent,
    );
    expect(await openCasesOf(admin, listingId)).toEqual([]);
  });
});

describe('a member’s notice', () => {
  it('is open at once on the item’s one queue entry, with the snapshot, and acknowledged by e-mail', async () => {
    const listingId = await freshListing('Tom & Jerry <tools>');
    const response = await notifier.api.post(
      NOTICES_ROUTE,
      // Name and e-mail come from the account, whatever the body says.
      noticeBody('listing', listingId, { reason: 'scam_fraud', name: 'Someone Else', email: 'else@partilha.test' }),
    );

    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      status: 'open',
      message: MODERATION_MESSAGES.noticeReceived,
    });
    const [entry, ...more] = await openCasesOf(admin, listingId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'listing',
      targetCollection: 'listings',
      targetOwner: owner.id,
      targetLabel: 'Tom & Jerry <tools>',
      targetPath: `/marketplace/services/${listingId}`,
      source: 'notice',
      noticeCount: 1,
      reasons: { scam_fraud: 1 },
      snapshot: { title: 'Tom & Jerry <tools>', type: 'service', category: 'furniture-assembly', price: 25 },
    });
    expect(entry.firstNoticeAt).not.toBe('');
    expect(entry.lastNoticeAt).toBe(entry.firstNoticeAt);
    const [notice] = await noticesAbout(admin, listingId);
    expect(notice).toMatchObject({
      id: response.body.id,
      case: entry.id,
      status: 'open',
      notifierUser: notifier.id,
      notifierName: 'Nina Notifier',
      notifierEmail: notifier.email,
      reason: 'scam_fraud',
      goodFaith: true,
    });

    const ack = await mail.waitFor(
      (caught) => caught.to.includes(notifier.email) && caught.text.includes(listingId),
      10_000,
    );
    expect(ack.subject).toBe(ACK_SUBJECT);
    expect(ack.text).toContain('Listing: "Tom & Jerry <tools>"');
    expect(ack.text).toContain(`${APP_URL}/marketplace/services/${listingId}`);
    expect(ack.text).toContain('Reason: Scam or fraud');
    expect(ack.html).toContain('Tom &amp; Jerry &lt;tools&gt;');
    expect(mail.messages().filter((caught) => caught.to.includes('else@partilha.test'))).toEqual([]);
  });

  it('of a listing whose description is 5000 characters that JSON escapes keeps the whole snapshot', async () => {
    const description = '<>&'.repeat(1666) + '<<';
    const listingId = await listingOf(owner, { title: 'Escaped <listing>', description });
    await reportAsMember(notifier, 'listing', listingId);

    const [entry] = await openCasesOf(admin, listingId);
    expect(entry.snapshot.description).toBe(description);
  });

  it('a second open notice by the same member on the same item is 409 alreadyReported', async () => {
    const listingId = await freshListing();
    await reportAsMember(notifier, 'listing', listingId);
    const again = await notifier.api.post(NOTICES_ROUTE, noticeBody('listing', listingId, { reason: 'unsafe' }));

    expectRefusal(again, 409, MODERATION_MESSAGES.alreadyReported);
    expect((await openCasesOf(admin, listingId))[0]).toMatchObject({ noticeCount: 1, reasons: { spam: 1 } });
  });

  it('notices of several people make one entry whose counts are recounted', async () => {
    const listingId = await freshListing();
    await reportAsMember(notifier, 'listing', listingId, { reason: 'unsafe' });
    await reportAsMember(stranger, 'listing', listingId, { reason: 'spam' });
    await reportAsMember(renter, 'listing', listingId, {
      reason: 'illegal_content',
      legalGround: 'STATEMENT_CATEGORY_CONSUMER_INFORMATION',
    });

    const entries = await openCasesOf(admin, listingId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ noticeCount: 3, reasons: { unsafe: 1, spam: 1, illegal_content: 1 } });
    expect(entries[0].lastNoticeAt >= entries[0].firstNoticeAt).toBe(true);
  });

  it('about a profile opens an entry on the member with their profile’s snapshot', async () => {
    const member = await createUser(admin, { profile: { displayName: 'Pedro Profile', bio: 'I sell cheap phones' } });
    await reportAsMember(notifier, 'profile', member.id);

    const [entry] = await openCasesOf(admin, member.id);
    expect(entry).toMatchObject({
      kind: 'profile',
      targetOwner: member.id,
      targetPath: `/profile/${member.id}`,
      snapshot: { displayName: 'Pedro Profile', bio: 'I sell cheap phones' },
    });
  });

  it('about a review also records the member’s review report, so reportCount keeps counting', async () => {
    await reportAsMember(stranger, 'review', reviewId, { reason: 'misleading' });

    const reports = await admin.get(records('review_reports'), { filter: `review = "${reviewId}"` });
    expect(reports.body.items).toHaveLength(1);
    expect(reports.body.items[0]).toMatchObject({ user: stranger.id });
    expect(reports.body.items[0].reason).toContain('Wrong category or misleading');
    expect((await admin.get(records('reviews', reviewId))).body.reportCount).toBe(1);
    const [entry] = await openCasesOf(admin, reviewId);
    expect(entry).toMatchObject({ kind: 'review', targetOwner: renter.id, reasons: { misleading: 1 } });
    expect(entry.snapshot).toMatchObject({ reviewType: 'listing', overallRating: 4 });
  });

  it('review reports can no longer be created through the collection API', async () => {
    const response = await notifier.api.post(records('review_reports'), {
      review: reviewId,
      user: notifier.id,
      reason: 'Looks fake',
    });

    expect(response.status).toBe(403);
    const reports = await admin.get(records('review_reports'), { filter: `user = "${notifier.id}"` });
    expect(reports.body.items).toEqual([]);
  });
});

describe('a guest’s notice', () => {
  it('is not in the queue until confirmed through the link of the real e-mail', async () => {
    const listingId = await freshListing('Guest-reported bike');
    const guest = guestNotifier('Gina Guest');
    const before = lastMailId(mail);
    const reported = await reportAsGuest(admin, 'listing', listingId, guest);
    expect(reported.message).toBe(MODERATION_MESSAGES.noticeConfirmEmailSent);

    expect(await openCasesOf(admin, listingId)).toEqual([]);
    const [waiting] = await noticesAbout(admin, listingId);
    expect(waiting).toMatchObject({ status: 'unconfirmed', case: '', notifierUser: '', notifierEmail: guest.email });

    const confirmation = await confirmationMailTo(mail, guest.email, before);
    expect(confirmation.text).toContain('Hello Gina Guest,');
    expect(confirmation.text).toContain(`${APP_URL}/marketplace/services/${listingId}`);
    expect(confirmation.text).toContain(`${APP_URL}/report/confirm?token=`);
    const token = confirmTokenOf(confirmation);
    // Only the token's hash is stored (the superuser sees hidden fields).
    expect(waiting.confirmTokenHash).toBe(createHash('sha256').update(token).digest('hex'));

    expectRefusal(
      await admin.guest.post(CONFIRM_NOTICE_ROUTE, { token: `${token}x` }),
      400,
      MODERATION_MESSAGES.noticeConfirmInvalid,
    );
    expectRefusal(await admin.guest.post(CONFIRM_NOTICE_ROUTE, {}), 400, MODERATION_MESSAGES.noticeConfirmInvalid);
    expect(await openCasesOf(admin, listingId)).toEqual([]);

    const confirmed = await admin.guest.post(CONFIRM_NOTICE_ROUTE, { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ id: reported.id, status: 'open', message: MODERATION_MESSAGES.noticeConfirmed });
    const [entry] = await openCasesOf(admin, listingId);
    expect(entry).toMatchObject({ noticeCount: 1, reasons: { spam: 1 }, targetLabel: 'Guest-reported bike' });
    const ack = await mail.waitFor(
      (caught) => caught.to.includes(guest.email) && caught.subject === ACK_SUBJECT,
      10_000,
    );
    expect(ack.text).toContain(`${APP_URL}/marketplace/services/${listingId}`);

    // A used link does not work twice.
    expectRefusal(
      await admin.guest.post(CONFIRM_NOTICE_ROUTE, { token }),
      400,
      MODERATION_MESSAGES.noticeConfirmInvalid,
    );
  });

  it('reported again before confirming replaces the first (its link stops working)', async () => {
    const listingId = await freshListing();
    const guest = guestNotifier();
    const firstMail = lastMailId(mail);
    const first = await reportAsGuest(admin, 'listing', listingId, guest);
    const firstToken = confirmTokenOf(await confirmationMailTo(mail, guest.email, firstMail));
    const secondMail = lastMailId(mail);
    const second = await reportAsGuest(admin, 'listing', listingId, guest, { reason: 'unsafe' });
    const secondToken = confirmTokenOf(await confirmationMailTo(mail, guest.email, secondMail));

    expect(second.id).toBe(first.id);
    expect(await noticesAbout(admin, listingId)).toHaveLength(1);
    expectRefusal(
      await admin.guest.post(CONFIRM_NOTICE_ROUTE, { token: firstToken }),
      400,
      MODERATION_MESSAGES.noticeConfirmInvalid,
    );
    expect((await admin.guest.post(CONFIRM_NOTICE_ROUTE, { token: secondToken })).status).toBe(200);
    expect((await openCasesOf(admin, listingId))[0]).toMatchObject({ noticeCount: 1, reasons: { unsafe: 1 } });
  });

  it('from an address with an open notice on the item is 409 alreadyReported', async () => {
    const listingId = await freshListing();
    const { guest } = await reportAsGuestAndConfirm(admin, mail, 'listing', listingId);

    expectRefusal(
      await admin.guest.post(NOTICES_ROUTE, noticeBody('listing', listingId, { ...guest })),
      409,
      MODERATION_MESSAGES.alreadyReported,
    );
  });
});

describe('privacy', () => {
  let listingId: string;
  let noticeId: string;
  const guest = guestNotifier('Greta Secret');

  beforeAll(async () => {
    listingId = await freshListing('Private matters');
    noticeId = (await reportAsMember(notifier, 'listing', listingId)).id;
    await reportAsGuestAndConfirm(admin, mail, 'listing', listingId, guest);
  });

  it('a member reads their own notices only (collection API)', async () => {
    const own = await notifier.api.get(records('moderation_notices'));
    const others = await stranger.api.get(records('moderation_notices'), { filter: `targetId = "${listingId}"` });
    const view = await stranger.api.get(records('moderation_notices', noticeId));

    expect(own.body.items.map((item: Json) => item.notifierUser)).toEqual(own.body.items.map(() => notifier.id));
    expect(own.body.items.map((item: Json) => item.id)).toContain(noticeId);
    expect(own.body.items[0]).not.toHaveProperty('ip');
    expect(own.body.items[0]).not.toHaveProperty('confirmTokenHash');
    expect(others.body.items).toEqual([]);
    expect(view.status).toBe(404);
    expect((await admin.guest.get(records('moderation_notices'))).body.items).toEqual([]);
  });

  it('the queue is staff-only: members and guests read nothing of it', async () => {
    const [entry] = await openCasesOf(admin, listingId);
    for (const api of [notifier.api, stranger.api, owner.api, admin.guest]) {
      expect((await api.get(records('moderation_cases'))).body.items).toEqual([]);
      expect((await api.get(records('moderation_cases', entry.id))).status).toBe(404);
    }
    const staff = await operator.api.get(records('moderation_cases', entry.id));
    expect(staff.status).toBe(200);
    expect(staff.body.noticeCount).toBe(2);
  });

  it('the content owner never sees the notifier’s name or e-mail', async () => {
    const identities = ['Nina Notifier', notifier.email, 'Greta Secret', guest.email];
    const [entry] = await openCasesOf(admin, listingId);
    const readable = [
      await owner.api.get(records('listings', listingId)),
      await owner.api.get(records('users', owner.id)),
      await owner.api.get(records('moderation_notices')),
      await owner.api.get(records('moderation_cases')),
      await owner.api.get(MY_NOTICES_ROUTE),
      await admin.guest.get(records('listings', listingId)),
      // The queue entry carries no identity either (staff read it; decisions quote its snapshot).
      { status: 200, body: entry },
    ];
    for (const response of readable) {
      const text = JSON.stringify(response.body);
      for (const identity of identities) expect(text).not.toContain(identity);
    }
    const toOwner = mail.messages().filter((caught) => caught.to.includes(owner.email));
    for (const caught of toOwner) {
      for (const identity of identities) expect(caught.text).not.toContain(identity);
    }
  });
});

describe('my notices', () => {
  it('lists the member’s own notices, newest first, with label and path', async () => {
    const member = await createUser(admin, { profile: { displayName: 'Mia Member' } });
    const older = await freshListing('Older drill');
    const newer = await freshListing('Newer drill');
    const first = await reportAsMember(member, 'listing', older);
    const second = await reportAsMember(member, 'listing', newer, { reason: 'unsafe' });
    await reportAsMember(stranger, 'listing', newer);

    const response = await member.api.get(MY_NOTICES_ROUTE);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        id: second.id,
        kind: 'listing',
        targetLabel: 'Newer drill',
        targetPath: `/marketplace/services/${newer}`,
        reason: 'unsafe',
        status: 'open',
        outcome: '',
        created: expect.any(String),
      },
      expect.objectContaining({ id: first.id, targetLabel: 'Older drill', reason: 'spam' }),
    ]);
  });

  it('needs a signed-in member (401)', async () => {
    expect((await admin.guest.get(MY_NOTICES_ROUTE)).status).toBe(401);
  });
});

describe('50 notices at once on one item', () => {
  let listingId: string;
  let members: TestUser[];
  beforeAll(async () => {
    listingId = await freshListing('Very reported drill');
    members = await createMembers(admin, 50, 'Burst');
  }, 300_000);

  it('make exactly one open queue entry with noticeCount 50, and no 500s', async () => {
    const reasons = ['spam', 'unsafe', 'misleading', 'scam_fraud', 'other'];

    const responses = await Promise.all(
      members.map((member, index) =>
        member.api.post(NOTICES_ROUTE, noticeBody('listing', listingId, { reason: reasons[index % reasons.length] })),
      ),
    );

    expect(responses.map((response) => response.status)).toEqual(members.map(() => 201));
    const entries = await openCasesOf(admin, listingId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      noticeCount: 50,
      reasons: { spam: 10, unsafe: 10, misleading: 10, scam_fraud: 10, other: 10 },
    });
    const notices = await noticesAbout(admin, listingId);
    expect(notices).toHaveLength(50);
    expect(new Set(notices.map((notice: Json) => notice.case))).toEqual(new Set([entries[0].id]));
  }, 300_000);
});

describe('the guest rate limit', () => {
  // The production limits (no exemption), on a server of their own.
  let limited: TestServer;
  let limitedAdmin: Api;
  beforeAll(async () => {
    limited = await startTestServer();
    limitedAdmin = await superuserApi(limited);
  });
  afterAll(() => limited?.stop());

  it('refuses a 6th notice from one address within 10 minutes with 429', async () => {
    const member = await createUser(limitedAdmin);
    const listingId = await listingOf(member);

    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const guest = guestNotifier();
      const response = await limitedAdmin.guest.post(NOTICES_ROUTE, noticeBody('listing', listingId, { ...guest }));
      statuses.push(response.status);
    }

    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // A member is known and answerable: their notices are not limited by the guests' bucket.
    expect((await member.api.get(MY_NOTICES_ROUTE)).status).toBe(200);
    const other = await createUser(limitedAdmin);
    expect((await other.api.post(NOTICES_ROUTE, noticeBody('listing', listingId))).status).toBe(201);
  }, 60_000);
});
