// The console's audited writes (docs/console-api.md): who may call each route, what a body must
// hold, the rules about roles, and the rows they answer. Raw HTTP, as anyone with a token could.
import { CONSOLE_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, records, serviceListing, superuserApi, type Api, type TestUser } from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { expectRefusal } from './bookings-support';
import {
  MEMBER_ITEM_KEYS,
  auditCount,
  auditEntriesOf,
  createPerson,
  listingSuspensionRoute,
  memberRoute,
  subscriptionStatusRoute,
} from './console-actions-support';

let server: TestServer;
let admin: Api;
let operator: TestUser;
let moderator: TestUser;
let member: TestUser;
let provider: TestUser;
let listingId: string;
let subscriptionId: string;

const REASON = 'Checked the documents';

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  [operator, moderator, member, provider] = await Promise.all([
    createPerson(admin, 'operator', 'Olívia Operator'),
    createPerson(admin, 'moderator', 'Mário Moderator'),
    createPerson(admin, 'user', 'Marta Member'),
    createPerson(admin, 'user', 'Paulo Provider'),
  ]);
  const listing = await createListing(provider.api, serviceListing({ title: 'Garden care' }));
  listingId = listing.body.id;
  const subscription = await admin.post(records('subscriptions'), { email: 'news@example.pt' });
  subscriptionId = subscription.body.id;
});

afterAll(() => server?.stop());

/** Every route with a body that would be accepted from someone allowed. */
function routes(): { path: string; body: Record<string, unknown>; operatorOnly: boolean }[] {
  return [
    { path: memberRoute(provider.id, 'verification'), body: { verified: true, reason: REASON }, operatorOnly: true },
    { path: memberRoute(provider.id, 'role'), body: { role: 'user', reason: REASON }, operatorOnly: true },
    { path: subscriptionStatusRoute(subscriptionId), body: { status: 'active', reason: REASON }, operatorOnly: true },
    { path: memberRoute(provider.id, 'suspension'), body: { suspended: false, reason: REASON }, operatorOnly: false },
    { path: listingSuspensionRoute(listingId), body: { suspended: false, reason: REASON }, operatorOnly: false },
  ];
}

describe('who may call the console routes', () => {
  it('refuses guests with 401 and members with 403, and writes nothing', async () => {
    const before = await auditCount(admin);
    for (const route of routes()) {
      expectRefusal(await admin.guest.post(route.path, route.body), 401, CONSOLE_MESSAGES.signInRequired);
      expectRefusal(await member.api.post(route.path, route.body), 403, CONSOLE_MESSAGES.noAccess);
      // A provider acting on their own records is still just a member.
      expectRefusal(await provider.api.post(route.path, route.body), 403, CONSOLE_MESSAGES.noAccess);
    }
    expect(await auditCount(admin)).toBe(before);
  });

  it('keeps moderators to moderation: no verification, roles or subscriptions', async () => {
    for (const route of routes().filter((candidate) => candidate.operatorOnly)) {
      expectRefusal(await moderator.api.post(route.path, route.body), 403, CONSOLE_MESSAGES.operatorsOnly);
    }
    expect((await admin.get(records('users', provider.id))).body).toMatchObject({
      verifiedProvider: false,
      role: 'user',
    });
  });

  it('lets moderators and operators suspend and restore', async () => {
    for (const staff of [moderator, operator]) {
      for (const route of routes().filter((candidate) => !candidate.operatorOnly)) {
        const response = await staff.api.post(route.path, route.body);
        expect(response.status, JSON.stringify(response.body)).toBe(200);
      }
    }
  });

  it('lets a superuser act as an operator, recorded as a superuser', async () => {
    const response = await admin.post(memberRoute(provider.id, 'verification'), { verified: false, reason: REASON });

    expect(response.status).toBe(200);
    const entries = await auditEntriesOf(admin, provider.id);
    expect(entries.at(-1)).toMatchObject({ action: 'member.unverify', actorRole: 'superuser', reason: REASON });
  });
});

describe('what a body must hold', () => {
  it.each([
    [{}, CONSOLE_MESSAGES.reasonRequired],
    [{ reason: '   ' }, CONSOLE_MESSAGES.reasonRequired],
    [{ reason: 42 }, CONSOLE_MESSAGES.reasonRequired],
    [{ reason: ' ab ' }, CONSOLE_MESSAGES.reasonTooShort],
    [{ reason: 'x'.repeat(501) }, CONSOLE_MESSAGES.reasonTooLong],
  ])('refuses the reason of %j on every route', async (reason, message) => {
    for (const route of routes()) {
      const body = { ...route.body, reason: undefined, ...reason };
      expectRefusal(await operator.api.post(route.path, body), 400, message);
    }
  });

  it('refuses a choice that is not a JSON boolean', async () => {
    for (const value of ['true', 1, null, undefined]) {
      for (const [path, field] of [
        [memberRoute(provider.id, 'verification'), 'verified'],
        [memberRoute(provider.id, 'suspension'), 'suspended'],
        [listingSuspensionRoute(listingId), 'suspended'],
      ] as const) {
        expectRefusal(
          await operator.api.post(path, { [field]: value, reason: REASON }),
          400,
          CONSOLE_MESSAGES.invalidStatus,
        );
      }
    }
  });

  it('refuses an unknown role or subscription status', async () => {
    for (const role of ['superuser', 'Operator', '', 7, null]) {
      expectRefusal(
        await operator.api.post(memberRoute(provider.id, 'role'), { role, reason: REASON }),
        400,
        CONSOLE_MESSAGES.invalidRole,
      );
    }
    for (const status of ['deleted', '', true]) {
      expectRefusal(
        await operator.api.post(subscriptionStatusRoute(subscriptionId), { status, reason: REASON }),
        400,
        CONSOLE_MESSAGES.invalidStatus,
      );
    }
  });

  it('answers 404 for an unknown id', async () => {
    const unknown = 'zzzzzzzzzzzzzzz';
    for (const path of [
      memberRoute(unknown, 'verification'),
      memberRoute(unknown, 'suspension'),
      memberRoute(unknown, 'role'),
      listingSuspensionRoute(unknown),
      subscriptionStatusRoute(unknown),
    ]) {
      const body = path.includes('role')
        ? { role: 'user', reason: REASON }
        : path.includes('subscriptions')
          ? { status: 'active', reason: REASON }
          : { verified: true, suspended: true, reason: REASON };
      expectRefusal(await operator.api.post(path, body), 404, CONSOLE_MESSAGES.notFound);
    }
  });
});

describe('verification', () => {
  it('grants the badge, shows it on the public profile and answers the member item', async () => {
    const response = await operator.api.post(memberRoute(provider.id, 'verification'), {
      verified: true,
      reason: REASON,
    });

    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([...MEMBER_ITEM_KEYS, 'email', 'phoneNumber'].sort());
    expect(response.body).toMatchObject({
      id: provider.id,
      displayName: 'Paulo Provider',
      verifiedProvider: true,
      role: 'user',
      suspended: false,
      listingsCount: 1,
      email: provider.email,
    });
    expect((await admin.guest.get(records('users', provider.id))).body.verifiedProvider).toBe(true);
    expect((await auditEntriesOf(admin, provider.id)).at(-1)).toMatchObject({
      actor: operator.id,
      actorName: 'Olívia Operator',
      actorRole: 'operator',
      action: 'member.verify',
      category: 'administration',
      targetCollection: 'users',
      targetLabel: 'Paulo Provider',
      before: { verifiedProvider: false },
      after: { verifiedProvider: true },
      reason: REASON,
      ip: '127.0.0.1',
    });
  });

  it('shows moderators the member item without e-mail or phone', async () => {
    const response = await moderator.api.post(memberRoute(member.id, 'suspension'), {
      suspended: false,
      reason: REASON,
    });

    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([...MEMBER_ITEM_KEYS].sort());
  });
});

describe('roles', () => {
  it('grants and revokes moderator, audited with the roles before and after', async () => {
    const grant = await operator.api.post(memberRoute(member.id, 'role'), {
      role: 'moderator',
      reason: 'Joins the team',
    });
    const revoke = await operator.api.post(memberRoute(member.id, 'role'), { role: 'user', reason: 'Left the team' });

    expect(grant.status).toBe(200);
    expect(grant.body.role).toBe('moderator');
    expect(revoke.body.role).toBe('user');
    const roleEntries = (await auditEntriesOf(admin, member.id)).filter((entry) => entry.action === 'member.role');
    expect(roleEntries.map((entry) => [entry.before, entry.after, entry.reason])).toEqual([
      [{ role: 'user' }, { role: 'moderator' }, 'Joins the team'],
      [{ role: 'moderator' }, { role: 'user' }, 'Left the team'],
    ]);
  });

  it('never changes a role through the collection API, not even for an operator', async () => {
    const patch = await operator.api.patch(records('users', member.id), { role: 'operator' });
    const own = await moderator.api.patch(records('users', moderator.id), { role: 'operator' });

    expect(patch.status).toBe(404);
    expect(own.status).toBe(403);
    expect((await admin.get(records('users', member.id))).body.role).toBe('user');
    expect((await admin.get(records('users', moderator.id))).body.role).toBe('moderator');
  });

  it('refuses an operator changing their own role', async () => {
    expectRefusal(
      await operator.api.post(memberRoute(operator.id, 'role'), { role: 'user', reason: 'Stepping down' }),
      403,
      CONSOLE_MESSAGES.ownRole,
    );
    expect((await admin.get(records('users', operator.id))).body.role).toBe('operator');
  });

  it('never demotes the last operator, and demotes one of two', async () => {
    const before = await auditCount(admin);
    expectRefusal(
      await admin.post(memberRoute(operator.id, 'role'), { role: 'moderator', reason: 'Reorganisation' }),
      409,
      CONSOLE_MESSAGES.lastOperator,
    );
    expect(await auditCount(admin)).toBe(before);

    const second = await createPerson(admin, 'operator', 'Sofia Second');
    const demote = await operator.api.post(memberRoute(second.id, 'role'), {
      role: 'moderator',
      reason: 'Reorganisation',
    });
    expect(demote.status).toBe(200);
    expect(demote.body.role).toBe('moderator');
    expect((await admin.get(records('users', operator.id))).body.role).toBe('operator');
  });
});

describe('suspension rules', () => {
  it('refuses suspending oneself or a staff account', async () => {
    expectRefusal(
      await operator.api.post(memberRoute(operator.id, 'suspension'), { suspended: true, reason: 'Testing myself' }),
      403,
      CONSOLE_MESSAGES.ownSuspension,
    );
    expectRefusal(
      await moderator.api.post(memberRoute(operator.id, 'suspension'), { suspended: true, reason: 'Power grab' }),
      403,
      CONSOLE_MESSAGES.staffSuspension,
    );
    expectRefusal(
      await operator.api.post(memberRoute(moderator.id, 'suspension'), { suspended: true, reason: 'Too strict' }),
      403,
      CONSOLE_MESSAGES.staffSuspension,
    );
    for (const staff of [operator, moderator]) {
      expect((await admin.get(records('users', staff.id))).body.suspended).toBe(false);
    }
  });
});

describe('listings and subscriptions', () => {
  it('suspends a listing and answers the listing item', async () => {
    const response = await moderator.api.post(listingSuspensionRoute(listingId), {
      suspended: true,
      reason: 'Fake photos',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: listingId,
      title: 'Garden care',
      type: 'service',
      category: expect.any(String),
      price: expect.any(Number),
      city: 'Lisboa',
      status: 'suspended',
      ownerSuspended: false,
      suspendedReason: 'Fake photos',
      owner: { id: provider.id, displayName: 'Paulo Provider' },
      created: expect.any(String),
      image: '',
    });
    expect((await auditEntriesOf(admin, listingId)).at(-1)).toMatchObject({
      action: 'listing.suspend',
      category: 'moderation',
      actorRole: 'moderator',
      before: { status: 'active' },
      after: { status: 'suspended' },
    });

    const restore = await moderator.api.post(listingSuspensionRoute(listingId), {
      suspended: false,
      reason: 'Photos fixed',
    });
    expect(restore.body).toMatchObject({ status: 'active', suspendedReason: '' });
  });

  it('changes a subscription status and answers the row', async () => {
    const response = await operator.api.post(subscriptionStatusRoute(subscriptionId), {
      status: 'unsubscribed',
      reason: 'Asked by phone',
    });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: subscriptionId,
      email: 'news@example.pt',
      status: 'unsubscribed',
      created: expect.any(String),
    });
    expect((await auditEntriesOf(admin, subscriptionId)).at(-1)).toMatchObject({
      action: 'subscription.status',
      targetLabel: 'news@example.pt',
      before: { status: 'active' },
      after: { status: 'unsubscribed' },
      reason: 'Asked by phone',
    });
  });
});
