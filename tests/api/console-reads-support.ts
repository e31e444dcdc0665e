/**
 * Shared set-up of the console read tests (console-reads.test.ts, console-csv.test.ts): staff
 * accounts made the way the console makes them (a moderator through the audited role route),
 * and raw reads of CSV answers.
 */
import { expect } from 'vitest';
import { createUser, signIn, type Api, type TestUser } from '../support/api-client';

export const CONSOLE = '/api/console';

/** A member promoted to moderator by an operator through POST /api/console/members/{id}/role. */
export async function createModerator(admin: Api, operator: TestUser): Promise<TestUser> {
  const member = await createUser(admin, { profile: { displayName: 'Marta Moderator' } });
  const promoted = await operator.api.post(`${CONSOLE}/members/${member.id}/role`, {
    role: 'moderator',
    reason: 'Joins the moderation team',
  });
  expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
  // A fresh token, so nothing depends on whether the old one carried the old role.
  const auth = await signIn(admin.baseUrl, member.email, member.password);
  return { ...member, token: auth.token, api: admin.as(auth.token), record: auth.record };
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** A GET answered as bytes (a CSV file), with its headers. */
export async function getRaw(api: Api, path: string, query: Record<string, string> = {}): Promise<RawAnswer> {
  const url = new URL(path, api.baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: api.token ? { Authorization: api.token } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
