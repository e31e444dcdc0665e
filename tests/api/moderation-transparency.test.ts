// The console's Transparency page and export (docs/moderation-api.md "Transparency (console)",
// issue 15) against a real server, over one day made the way people make it: a member reports a
// listing, a guest reports a review and confirms by the e-mail link, a member reports a profile; a
// moderator suspends the listing (committed after a 1-second undo window), its owner appeals and
// an operator grants the appeal. The figures, the JSON export and the CSV count exactly those.
import {
  CONSOLE_MESSAGES,
  CSV_BOM,
  csvFileName,
  lisbonIsoDate,
  MODERATION_MESSAGES,
  TRANSPARENCY_FIELDS,
} from '@partilha/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../scripts/lib/mail-catcher';
import {
  createListing,
  createUser,
  equipmentListing,
  records,
  superuserApi,
  type Api,
  type Json,
  type TestUser,
} from '../support/api-client';
import { startTestServer, type TestServer } from '../support/pocketbase';
import { dayFromToday, expectRefusal } from './bookings-support';
import { createModerator, getRaw } from './console-reads-support';
import { openCasesOf, reportAsGuestAndConfirm, reportAsMember } from './moderation-support';
import { bookingIn, reviewBody, submitReview } from './reviews-support';

const SUMMARY = '/api/moderation/transparency';
const EXPORT = '/api/moderation/transparency/export';

let mail: MailCatcher;
let server: TestServer;
let admin: Api;
let operator: TestUser;
let moderator: TestUser;
let owner: TestUser;
let renter: TestUser;
let reporter: TestUser;
let member: TestUser;
let listingId: string;
let decisionId: string;
let today: string;

async function waitForCommit(batch: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const committed = await moderator.api.post('/api/moderation/decisions/commit', { batch });
    if (committed.status === 200) return;
    expect(committed.body.message).toBe(MODERATION_MESSAGES.undoWindowOpen);
  }
  throw new Error(`Batch ${batch} was never committed`);
}

beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startTestServer({
    smtp: { host: '127.0.0.1', port: mail.smtpPort },
    appUrl: 'http://partilha.test',
    env: { PARTILHA_MODERATION_UNDO_SECONDS: '1' },
  });
  admin = await superuserApi(server);
  operator = await createUser(admin, { role: 'operator', profile: { displayName: 'Otto Operator' } });
  [owner, renter, reporter, member] = await Promise.all([
    createUser(admin, { profile: { displayName: 'Olga Owner' } }),
    createUser(admin, { profile: { displayName: 'Rui Renter' } }),
    createUser(admin, { profile: { displayName: 'Rita Reporter' } }),
    createUser(admin, { profile: { displayName: 'Mia Member' } }),
  ]);
  moderator = await createModerator(admin, operator);
  today = lisbonIsoDate(new Date());

  listingId = (await createListing(owner.api, equipmentListing({ title: 'Cordless drill' }))).body.id;
  const completed = await bookingIn(admin, { owner, renter, status: 'completed' });
  const review = await submitReview(renter, reviewBody(completed, 'owner'));

  await reportAsMember(reporter, 'listing', listingId, { reason: 'scam_fraud' });
  await reportAsGuestAndConfirm(admin, mail, 'review', review.id);
  await reportAsMember(reporter, 'profile', renter.id, { reason: 'other' });

  const [entry] = await openCasesOf(admin, listingId);
  const decided = await moderator.api.post('/api/moderation/decisions', {
    caseIds: [entry.id],
    type: 'suspend_listing',
    facts: 'The listing asks for payment outside Partilha before any booking.',
    ground: 'incompatible_content',
    termsClause: 'listings',
    groundExplanation: 'Listings must be honest offers booked and paid through Partilha.',
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(201);
  decisionId = decided.body.decisions[0].id;
  await waitForCommit(decided.body.batch);

  const appeal = await owner.api.post(`/api/moderation/statements/${decisionId}/appeal`, {
    text: 'The payment note was a mistake and I have removed it.',
  });
  expect(appeal.status, JSON.stringify(appeal.body)).toBe(201);
  const granted = await operator.api.post(`/api/moderation/appeals/${appeal.body.id}/decision`, {
    granted: true,
    reasons: 'The owner removed the payment note; the listing is honest now.',
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  await mail?.stop();
});

function expectTheDay(summary: Json): void {
  expect(summary.from).toBe(today);
  expect(summary.to).toBe(today);
  expect(summary.notices).toEqual({
    total: 3,
    byReason: {
      illegal_content: 0,
      scam_fraud: 1,
      unsafe: 0,
      discrimination_harassment: 0,
      spam: 1,
      misleading: 0,
      other: 1,
    },
    byKind: { listing: 1, profile: 1, review: 1 },
    byOutcome: { open: 2, no_action: 0, restricted: 1 },
  });
  expect(summary.decisions).toEqual({
    total: 1,
    byType: { no_action: 0, hide_review: 0, suspend_listing: 1, restrict_account: 0 },
    byGround: { illegal_content: 0, incompatible_content: 1, none: 0 },
    bySource: { notice: 1, own_initiative: 0 },
    undone: 0,
  });
  expect(typeof summary.medianHoursToDecision).toBe('number');
  expect(summary.medianHoursToDecision).toBeGreaterThanOrEqual(0);
  expect(summary.medianHoursToDecision).toBeLessThan(1);
  expect(summary.appeals).toEqual({ total: 1, open: 0, granted: 1, rejected: 0, reversed: 1 });
}

describe('the figures of a period', () => {
  it('count the day’s confirmed notices, its committed decision and its granted appeal', async () => {
    const response = await moderator.api.get(SUMMARY, { from: today, to: today });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expectTheDay(response.body);
  });

  it('count nothing on days without moderation', async () => {
    const response = await moderator.api.get(SUMMARY, { from: dayFromToday(-30), to: dayFromToday(-1) });
    expect(response.status).toBe(200);
    expect(response.body.notices.total).toBe(0);
    expect(response.body.decisions.total).toBe(0);
    expect(response.body.medianHoursToDecision).toBeNull();
    expect(response.body.appeals.total).toBe(0);
  });

  it('leave out a guest’s notice until it is confirmed', async () => {
    const unconfirmed = await admin.guest.post('/api/moderation/notices', {
      kind: 'listing',
      targetId: (await createListing(owner.api, equipmentListing({ title: 'Garden hose' }))).body.id,
      reason: 'unsafe',
      explanation: 'The hose is sold as drinking-water safe but it is not.',
      name: 'Gil Guest',
      email: 'gil.guest@partilha.test',
      goodFaith: true,
    });
    expect(unconfirmed.status, JSON.stringify(unconfirmed.body)).toBe(202);
    const response = await moderator.api.get(SUMMARY, { from: today, to: today });
    expect(response.body.notices.total).toBe(3);
    expect(response.body.notices.byReason.unsafe).toBe(0);
  });

  it('refuse a period that is not one (400 invalidPeriod)', async () => {
    const periods: Record<string, string>[] = [
      {},
      { from: today },
      { to: today },
      { from: '2026-02-30', to: '2026-03-01' },
      { from: 'yesterday', to: today },
      { from: today, to: dayFromToday(-1) },
      { from: dayFromToday(-366), to: today },
    ];
    for (const period of periods) {
      expectRefusal(await moderator.api.get(SUMMARY, period), 400, MODERATION_MESSAGES.invalidPeriod);
      expectRefusal(
        await operator.api.get(EXPORT, { ...period, format: 'json' }),
        400,
        MODERATION_MESSAGES.invalidPeriod,
      );
    }
    const longest = await moderator.api.get(SUMMARY, { from: dayFromToday(-365), to: today });
    expect(longest.status).toBe(200);
  });

  it('are for staff only', async () => {
    for (const path of [SUMMARY, EXPORT]) {
      expectRefusal(await admin.guest.get(path, { from: today, to: today }), 401, CONSOLE_MESSAGES.signInRequired);
      expectRefusal(await member.api.get(path, { from: today, to: today }), 403, CONSOLE_MESSAGES.noAccess);
    }
  });
});

describe('the export', () => {
  it('is the operators’: moderators get 403', async () => {
    for (const format of ['json', 'csv']) {
      expectRefusal(
        await moderator.api.get(EXPORT, { from: today, to: today, format }),
        403,
        CONSOLE_MESSAGES.operatorsOnly,
      );
    }
  });

  it('as JSON: the period, the same figures and the one statement of reasons', async () => {
    const response = await operator.api.get(EXPORT, { from: today, to: today, format: 'json' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.period).toEqual({ from: today, to: today });
    expectTheDay(response.body.summary);
    expect(response.body.statements).toHaveLength(1);
    const [statement] = response.body.statements;
    // JSON objects reach the client with their keys sorted; the CSV keeps the fields' order.
    expect(Object.keys(statement).sort()).toEqual([...TRANSPARENCY_FIELDS].sort());
    expect(statement).toMatchObject({
      puid: decisionId,
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      decision_account: '',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      decision_ground_reference_url: 'http://partilha.test/legal/terms#listings',
      incompatible_content_ground: 'listings',
      content_type: ['CONTENT_TYPE_PRODUCT'],
      application_date: new Date().toISOString().slice(0, 10),
      decision_facts: 'The listing asks for payment outside Partilha before any booking.',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      partilha_item_kind: 'listing',
      partilha_status: 'reversed',
      partilha_appeal: 'granted',
    });
    expect(statement.territorial_scope).toContain('PT');
    // The notifier is nowhere in a published report.
    expect(JSON.stringify(response.body)).not.toContain(reporter.email);
  });

  it('as CSV: a BOM, the TRANSPARENCY_FIELDS header, one row per statement, named by the day', async () => {
    const answer = await getRaw(operator.api, EXPORT, { from: today, to: today, format: 'csv' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${csvFileName('transparency', today)}"`,
    );
    const text = answer.bytes.toString('utf8');
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split('\r\n');
    expect(lines[0]).toBe(TRANSPARENCY_FIELDS.join(','));
    expect(lines.slice(1).filter((line) => line !== '')).toHaveLength(1);
    expect(lines[1]).toContain(decisionId);
    expect(lines[1]).toContain(`${decisionId},DECISION_VISIBILITY_CONTENT_DISABLED,`);
    expect(lines[1]).toMatch(/,"AT,BE,BG,[A-Z,]+",/);
    expect(lines[1]).toContain(',reversed,granted');

    const empty = await getRaw(operator.api, EXPORT, { from: dayFromToday(-30), to: dayFromToday(-1), format: 'csv' });
    expect(empty.bytes.toString('utf8')).toBe(`${CSV_BOM}${TRANSPARENCY_FIELDS.join(',')}\r\n`);
  });

  it('refuses an unknown format', async () => {
    expectRefusal(
      await operator.api.get(EXPORT, { from: today, to: today, format: 'xml' }),
      400,
      CONSOLE_MESSAGES.invalidQuery,
    );
  });

  it('is recorded in the audit log, with the period and the number of statements', async () => {
    const entries = await admin.get(records('audit_log'), {
      filter: 'action = "transparency.export"',
      sort: 'created',
    });
    expect(entries.status).toBe(200);
    const exports = entries.body.items as Json[];
    // The JSON and the two CSV exports above; the refused ones left no entry.
    expect(exports.map((entry) => [entry.targetLabel, entry.after.filters])).toEqual([
      ['1 statement row', { from: today, to: today, format: 'json' }],
      ['1 statement row', { from: today, to: today, format: 'csv' }],
      ['0 statement rows', { from: dayFromToday(-30), to: dayFromToday(-1), format: 'csv' }],
    ]);
    expect(exports.every((entry) => entry.actor === operator.id && entry.category === 'administration')).toBe(true);
  });
});

describe('a decision of no action', () => {
  it('counts as a decision with no ground, ends its notice as no action, and is no statement of reasons', async () => {
    const [entry] = await openCasesOf(admin, renter.id);
    const decided = await moderator.api.post('/api/moderation/decisions', {
      caseIds: [entry.id],
      type: 'no_action',
      facts: 'The profile breaks none of the terms; the report was a disagreement.',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(201);
    await waitForCommit(decided.body.batch);

    const summary = (await moderator.api.get(SUMMARY, { from: today, to: today })).body;
    expect(summary.decisions).toMatchObject({
      total: 2,
      byType: { no_action: 1, suspend_listing: 1 },
      byGround: { illegal_content: 0, incompatible_content: 1, none: 1 },
      bySource: { notice: 2, own_initiative: 0 },
    });
    expect(summary.notices.byOutcome).toEqual({ open: 1, no_action: 1, restricted: 1 });
    const exported = await operator.api.get(EXPORT, { from: today, to: today, format: 'json' });
    expect(exported.body.summary.decisions.total).toBe(2);
    expect(exported.body.statements.map((statement: Json) => statement.puid)).toEqual([decisionId]);
  });
});
