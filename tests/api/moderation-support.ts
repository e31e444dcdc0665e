/**
 * Shared set-up of the moderation API tests (issue 15, docs/moderation-api.md): notices as a
 * member, as a guest confirmed through the link of the e-mail actually sent, and the queue entry
 * they make. Exports stay stable: other moderation tests (queue, decisions, appeals) build on them.
 *
 * A guest's notice meets the guest rate limit (5 per 10 minutes per IP): a file that reports as a
 * guest more often starts its server with `rateLimitExempt: true`.
 */
import { expect } from 'vitest';
import type { CaughtMail, MailCatcher } from '../../scripts/lib/mail-catcher';
import { createUser, records, uniqueEmail, type Api, type Json, type TestUser } from '../support/api-client';

export const NOTICES_ROUTE = '/api/moderation/notices';
export const CONFIRM_NOTICE_ROUTE = '/api/moderation/notices/confirm';
export const MY_NOTICES_ROUTE = '/api/moderation/my-notices';

export type NoticeKind = 'listing' | 'profile' | 'review';

/** A valid notice body (reason spam, good faith given); override any field. */
export function noticeBody(
  kind: NoticeKind,
  targetId: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    kind,
    targetId,
    reason: 'spam',
    explanation: 'This is the same advert posted again and again.',
    goodFaith: true,
    ...overrides,
  };
}

/**
 * `count` members (verified, onboarded); display names `${prefix} 1`, `${prefix} 2`, … Created ten
 * at a time: creating is not what a test is about, and fifty sign-ups at once only load the server.
 */
export async function createMembers(admin: Api, count: number, prefix = 'Member'): Promise<TestUser[]> {
  const members: TestUser[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, offset) =>
      createUser(admin, { profile: { displayName: `${prefix} ${start + offset + 1}` } }),
    );
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** A member's notice through the route; fails the test unless it is accepted (201, open). */
export async function reportAsMember(
  member: TestUser,
  kind: NoticeKind,
  targetId: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; status: string; message: string }> {
  const response = await member.api.post(NOTICES_ROUTE, noticeBody(kind, targetId, overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(response.body.status).toBe('open');
  return response.body;
}

export interface GuestNotifier {
  name: string;
  email: string;
}

/** A guest's name and a unique address. */
export function guestNotifier(name = 'Gina Guest'): GuestNotifier {
  return { name, email: uniqueEmail('guest') };
}

/** A guest's notice through the route; fails the test unless it waits for confirmation (202). */
export async function reportAsGuest(
  api: Api,
  kind: NoticeKind,
  targetId: string,
  guest: GuestNotifier,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; status: string; message: string }> {
  const response = await api.guest.post(NOTICES_ROUTE, noticeBody(kind, targetId, { ...guest, ...overrides }));
  expect(response.status, JSON.stringify(response.body)).toBe(202);
  expect(response.body.status).toBe('unconfirmed');
  return response.body;
}

/** The token of a confirmation e-mail's link (`{appURL}/report/confirm?token=…`). */
export function confirmTokenOf(mail: CaughtMail): string {
  const match = /\/report\/confirm\?token=([A-Za-z0-9%_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No confirmation link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** The newest confirmation e-mail to `email` caught after message `afterId` (waits for it). */
export function confirmationMailTo(catcher: MailCatcher, email: string, afterId = 0): Promise<CaughtMail> {
  return catcher.waitFor(
    (mail) => mail.id > afterId && mail.to.includes(email) && mail.subject === 'Please confirm your report — Partilha',
    10_000,
  );
}

/** The id of the newest message caught so far (0 when none): pass it to confirmationMailTo. */
export function lastMailId(catcher: MailCatcher): number {
  return catcher.messages().at(-1)?.id ?? 0;
}

/**
 * A guest's notice confirmed as a person does it: report, read the real e-mail the server sent,
 * post its token to the confirm route. Fails the test unless the notice is open afterwards.
 */
export async function reportAsGuestAndConfirm(
  api: Api,
  catcher: MailCatcher,
  kind: NoticeKind,
  targetId: string,
  guest: GuestNotifier = guestNotifier(),
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; guest: GuestNotifier }> {
  const before = lastMailId(catcher);
  const reported = await reportAsGuest(api, kind, targetId, guest, overrides);
  const token = confirmTokenOf(await confirmationMailTo(catcher, guest.email, before));
  const confirmed = await api.guest.post(CONFIRM_NOTICE_ROUTE, { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect(confirmed.body).toMatchObject({ id: reported.id, status: 'open' });
  return { id: reported.id, guest };
}

/** The item's open queue entries, read as the superuser (normally exactly one, or none). */
export async function openCasesOf(admin: Api, targetId: string): Promise<Json[]> {
  const response = await admin.get(records('moderation_cases'), {
    filter: `targetId = "${targetId}" && status = "open"`,
    perPage: 500,
  });
  expect(response.status).toBe(200);
  return response.body.items as Json[];
}

/** Every notice about an item, read as the superuser (hidden fields stay hidden). */
export async function noticesAbout(admin: Api, targetId: string): Promise<Json[]> {
  const response = await admin.get(records('moderation_notices'), { filter: `targetId = "${targetId}"`, perPage: 500 });
  expect(response.status).toBe(200);
  return response.body.items as Json[];
}
