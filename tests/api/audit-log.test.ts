// The audit log is append-only: the server writes it inside each console action's transaction,
// and nobody creates, changes or deletes an entry through the API, superusers and the dashboard's
// truncate included. Moderators read the moderation entries only; members read nothing.
import { AUDIT_ACTION_NAMES, CONSOLE_MESSAGES } from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  records,
  serviceListing,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { expectRefusal } from './bookings-support';
import {
  auditCount,
  auditEntriesOf,
  createPerson,
  listingSuspensionRoute,
  memberRoute,
} from './console-actions-support';

const APPEND_ONLY = 'The audit log is written by Partilha only, and its entries cannot be changed or deleted.';

let server: TestServer;
let admin: Api;
let operator: TestUser;
let moderator: TestUser;
let member: TestUser;
let administrationEntry: Json;
let moderationEntry: Json;

beforeAll(async () => {
  server = await startTestServer();
  admin = await superuserApi(server);
  [operator, moderator, member] = await Promise.all([
    createPerson(admin, 'operator', 'Olívia Operator'),
    createPerson(admin, 'moderator', 'Mário Moderator'),
    createPerson(admin, 'user', 'Marta Member'),
  ]);
  const listing = await createListing(member.api, serviceListing({ title: 'Ironing' }));
  const verify = await operator.api.post(memberRoute(member.id, 'verification'), {
    verified: true,
    reason: 'Documents seen',
  });
  const suspend = await moderator.api.post(listingSuspensionRoute(listing.body.id), {
    suspended: true,
    reason: 'Spam listing',
  });
  expect([verify.status, suspend.status]).toEqual([200, 200]);
  [administrationEntry] = await auditEntriesOf(admin, member.id);
  [moderationEntry] = await auditEntriesOf(admin, listing.body.id);
});

afterAll(() => server?.stop());

describe('the schema', () => {
  it('knows every action of the domain', async () => {
    const { body } = await admin.get('/api/collections/audit_log');
    const action = body.fields.find((field: { name: string }) => field.name === 'action');

    expect([...action.values].sort()).toEqual([...AUDIT_ACTION_NAMES].sort());
    expect([body.createRule, body.updateRule, body.deleteRule]).toEqual([null, null, null]);
  });
});

describe('nobody writes the audit log through the API', () => {
  const forged = {
    actor: 'x',
    actorName: 'Forger',
    actorRole: 'operator',
    action: 'member.verify',
    category: 'administration',
    targetCollection: 'users',
    targetId: 'x',
    reason: 'forged',
  };

  it('refuses creating an entry, superusers included', async () => {
    const before = await auditCount(admin);
    for (const api of [admin.guest, member.api, moderator.api, operator.api]) {
      expect((await api.post(records('audit_log'), forged)).status).toBe(403);
    }
    expectRefusal(await admin.post(records('audit_log'), forged), 403, APPEND_ONLY);
    expect(await auditCount(admin)).toBe(before);
  });

  it('refuses changing an entry, for an operator and for a superuser', async () => {
    const change = { reason: 'rewritten', actorName: 'Someone else' };
    expect((await operator.api.patch(records('audit_log', administrationEntry.id), change)).status).toBe(403);
    expect((await moderator.api.patch(records('audit_log', moderationEntry.id), change)).status).toBe(403);
    expectRefusal(await admin.patch(records('audit_log', administrationEntry.id), change), 403, APPEND_ONLY);

    expect((await admin.get(records('audit_log', administrationEntry.id))).body).toEqual(administrationEntry);
  });

  it('refuses deleting an entry, for an operator and for a superuser', async () => {
    expect((await operator.api.delete(records('audit_log', administrationEntry.id))).status).toBe(403);
    expectRefusal(await admin.delete(records('audit_log', administrationEntry.id)), 403, APPEND_ONLY);

    expect((await admin.get(records('audit_log', administrationEntry.id))).status).toBe(200);
  });

  it("refuses the dashboard's truncate, which deletes entry by entry", async () => {
    const before = await auditCount(admin);
    const truncate = await admin.delete('/api/collections/audit_log/truncate');

    expect(truncate.status).toBeGreaterThanOrEqual(400);
    expect(await auditCount(admin)).toBe(before);
  });
});

describe('who reads the audit log', () => {
  it('shows operators every entry', async () => {
    const { body } = await operator.api.get(records('audit_log'), { perPage: 200 });

    expect(body.items.map((entry: Json) => entry.id)).toEqual(
      expect.arrayContaining([administrationEntry.id, moderationEntry.id]),
    );
  });

  it('shows moderators the moderation entries only', async () => {
    const { body } = await moderator.api.get(records('audit_log'), { perPage: 200 });
    const hidden = await moderator.api.get(records('audit_log', administrationEntry.id));

    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((entry: Json) => entry.category === 'moderation')).toBe(true);
    expect(hidden.status).toBe(404);
  });

  it('shows members and guests nothing', async () => {
    for (const api of [member.api, admin.guest]) {
      expect((await api.get(records('audit_log'))).body.items).toEqual([]);
      expect((await api.get(records('audit_log', moderationEntry.id))).status).toBe(404);
    }
  });
});

describe('entries belong to their action', () => {
  it('records what, who, why and from where', () => {
    expect(administrationEntry).toMatchObject({
      actor: operator.id,
      actorName: 'Olívia Operator',
      actorRole: 'operator',
      action: 'member.verify',
      category: 'administration',
      targetCollection: 'users',
      targetId: member.id,
      targetLabel: 'Marta Member',
      reason: 'Documents seen',
      ip: '127.0.0.1',
    });
    expect(administrationEntry.created).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('writes nothing for a refused action (the entry shares the action’s transaction)', async () => {
    const before = await auditCount(admin);
    expectRefusal(
      await operator.api.post(memberRoute(operator.id, 'role'), { role: 'user', reason: 'Stepping down' }),
      403,
      CONSOLE_MESSAGES.ownRole,
    );
    expectRefusal(
      await admin.post(memberRoute(operator.id, 'role'), { role: 'user', reason: 'Only one left' }),
      409,
      CONSOLE_MESSAGES.lastOperator,
    );
    expectRefusal(
      await moderator.api.post(memberRoute(operator.id, 'suspension'), { suspended: true, reason: 'No reason at all' }),
      403,
      CONSOLE_MESSAGES.staffSuspension,
    );
    expect(await auditCount(admin)).toBe(before);
  });
});
