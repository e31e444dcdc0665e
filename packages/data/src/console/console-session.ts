import { CONSOLE_ACTIONS, CONSOLE_UI_TEXTS, STAFF_ROLES, type ConsoleAction } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { ConsoleError, toConsoleError } from './console-error';
import { consoleGet } from './console-request';

const knownAction = (value: string): value is ConsoleAction => (CONSOLE_ACTIONS as readonly string[]).includes(value);

export const consoleSessionSchema = z.object({
  user: z.object({
    id: z.string().min(1),
    displayName: z.string().catch(''),
    email: z.string().catch(''),
    role: z.enum(STAFF_ROLES),
  }),
  // Actions a newer server knows and this console does not are ignored, never fatal.
  actions: z.array(z.string()).transform((actions) => actions.filter(knownAction)),
});
/** Who is signed in to the console and what the server lets them do. */
export type ConsoleSession = z.infer<typeof consoleSessionSchema>;

/** `GET /api/console/session`: a member's token gets 403 with `CONSOLE_MESSAGES.noAccess`. */
export function fetchConsoleSession(client: PocketBase): Promise<ConsoleSession> {
  return consoleGet(client, '/api/console/session', consoleSessionSchema);
}

/** Asks the server who this token belongs to; a refused token leaves the client signed out. */
async function confirmSession(client: PocketBase): Promise<ConsoleSession> {
  try {
    return await fetchConsoleSession(client);
  } catch (error) {
    const failure = toConsoleError(error);
    // Refused (not staff, suspended, expired): no data may be kept for this account.
    if (failure.status === 401 || failure.status === 403) client.authStore.clear();
    throw failure;
  }
}

/**
 * Signs in with e-mail and password, then asks the console session. Anyone who is not staff is
 * signed out again at once and the promise rejects with the server's `CONSOLE_MESSAGES.noAccess`.
 */
export async function signInToConsole(client: PocketBase, email: string, password: string): Promise<ConsoleSession> {
  try {
    await client.collection('users').authWithPassword(email.trim(), password);
  } catch (error) {
    const failure = toConsoleError(error);
    // PocketBase's "Failed to authenticate." says nothing useful; a suspension (403) says why.
    if (failure.status === 400) throw new ConsoleError(CONSOLE_UI_TEXTS.signInFailed, 400);
    throw failure;
  }
  return confirmSession(client);
}

/** What the bridge keeps between runs: the SDK auth store's token and record. */
export interface StoredConsoleAuth {
  token: string;
  record: Record<string, unknown>;
}

/** The signed-in token and record, for the bridge to keep; `null` when nobody is signed in. */
export function consoleAuthSnapshot(client: PocketBase): StoredConsoleAuth | null {
  const record = client.authStore.record as Record<string, unknown> | null;
  if (!client.authStore.token || !record) return null;
  return { token: client.authStore.token, record: { ...record } };
}

/**
 * Puts a kept session back into the client and asks the server whether it still holds; resolves
 * `null` (and signs out) when the token expired or the account lost its access meanwhile.
 */
export async function restoreConsoleSession(
  client: PocketBase,
  stored: StoredConsoleAuth,
): Promise<ConsoleSession | null> {
  client.authStore.save(stored.token, stored.record as never);
  if (!client.authStore.isValid) {
    client.authStore.clear();
    return null;
  }
  try {
    return await confirmSession(client);
  } catch (error) {
    if (client.authStore.token === '') return null;
    throw error;
  }
}

/** Ends the console session of this client (the bridge forgets its copy separately). */
export function signOutOfConsole(client: PocketBase): void {
  client.authStore.clear();
}
