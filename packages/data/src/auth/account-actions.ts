import { activeLanguage } from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { getTokenPayload, isTokenExpired } from 'pocketbase';
import { useMemo } from 'react';
import { usePocketBase } from '../client/data-provider';
import { toSessionUser, type SessionUser } from './auth-state';

/**
 * The authentication operations of spec 000 §7 over PocketBase's `users` auth collection. Every
 * change to the session goes through the client's auth store, so the provider's auth state follows
 * without a reload. Failures are PocketBase's errors; the *ErrorMessage functions word them.
 */

const USERS = 'users';

export async function signInWithPassword(client: PocketBase, email: string, password: string): Promise<void> {
  await client.collection(USERS).authWithPassword(email.trim(), password);
}

/**
 * Creates the account and signs in. The server sends the verification e-mail itself right after
 * a sign-up (pocketbase/hooks/account-emails.pb.ts), so the website does not ask for it.
 */
export async function signUpWithPassword(client: PocketBase, email: string, password: string): Promise<void> {
  const address = email.trim();
  // The account starts in the language the visitor is reading, so its first e-mail is in it too.
  await client
    .collection(USERS)
    .create({ email: address, password, passwordConfirm: password, preferredLanguage: activeLanguage() });
  await client.collection(USERS).authWithPassword(address, password);
}

export function signOut(client: PocketBase): void {
  client.authStore.clear();
}

/** PocketBase answers the same for a known and an unknown address. */
export async function requestPasswordReset(client: PocketBase, email: string): Promise<void> {
  await client.collection(USERS).requestPasswordReset(email.trim());
}

/** Sets the new password. The server then ends every session of that user, this tab's included. */
export async function confirmPasswordReset(client: PocketBase, token: string, password: string): Promise<void> {
  await client.collection(USERS).confirmPasswordReset(token, password, password);
  const resetUserId = (getTokenPayload(token) as { id?: unknown }).id;
  if (resetUserId && client.authStore.record?.id === resetUserId) client.authStore.clear();
}

export async function requestVerificationEmail(client: PocketBase, email: string): Promise<void> {
  await client.collection(USERS).requestVerification(email);
}

/** Applies a verification link; when it is the signed-in user's, the session becomes verified. */
export async function confirmEmailVerification(client: PocketBase, token: string): Promise<void> {
  await client.collection(USERS).confirmVerification(token);
}

export async function requestEmailChange(client: PocketBase, newEmail: string): Promise<void> {
  await client.collection(USERS).requestEmailChange(newEmail.trim());
}

/** Confirms an e-mail change (the password proves it is the owner); the server ends the old session. */
export async function confirmEmailChange(client: PocketBase, token: string, password: string): Promise<void> {
  await client.collection(USERS).confirmEmailChange(token, password);
}

/**
 * Re-reads the signed-in user from the server (e.g. verified in another tab or on another device);
 * resolves with the refreshed user, or null when nobody is signed in.
 */
export async function refreshSession(client: PocketBase): Promise<SessionUser | null> {
  if (!client.authStore.isValid) return null;
  await client.collection(USERS).authRefresh();
  return toSessionUser(client.authStore.record);
}

/**
 * Saves fields of the signed-in user's own profile in one request (all or nothing). The client
 * keeps the returned record as the session's, so the auth state updates at once.
 */
export async function updateOwnProfile(
  client: PocketBase,
  userId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await client.collection(USERS).update(userId, fields);
}

/**
 * Changes the signed-in member's password with their current one. PocketBase then ends every
 * session of the account, this tab's included, so the tab signs in again with the new password
 * at once: the member stays signed in here and everywhere else is signed out.
 */
export async function changePassword(client: PocketBase, currentPassword: string, newPassword: string): Promise<void> {
  const record = client.authStore.record;
  if (!record) throw new Error('No user logged in');
  await client.collection(USERS).update(record.id, {
    oldPassword: currentPassword,
    password: newPassword,
    passwordConfirm: newPassword,
  });
  await client.collection(USERS).authWithPassword(String(record.email), newPassword);
}

/** Everything the signed-in member owns or wrote, as the server's JSON export. */
export async function exportMyData(client: PocketBase): Promise<unknown> {
  return client.send('/api/market/me/export', { method: 'GET' });
}

/** Asks for the deletion e-mail; the password proves it is the member. */
export async function requestAccountDeletion(client: PocketBase, password: string): Promise<void> {
  await client.send('/api/market/me/deletion', { method: 'POST', body: { password } });
}

/**
 * Applies the e-mailed deletion link. The account's tokens stop working on the server; the caller
 * signs this tab out once it has left the account area (as Log Out does).
 */
export async function confirmAccountDeletion(client: PocketBase, token: string): Promise<void> {
  await client.send('/api/market/me/deletion/confirm', { method: 'POST', body: { token } });
}

export interface EmailLinkToken {
  email: string;
  newEmail: string;
  expired: boolean;
}

/** What an e-mail link's token says about itself (read locally; the server still checks it). */
export function readEmailLinkToken(token: string): EmailLinkToken | null {
  const payload = getTokenPayload(token) as { email?: unknown; newEmail?: unknown };
  if (!payload || Object.keys(payload).length === 0) return null;
  return {
    email: typeof payload.email === 'string' ? payload.email : '',
    newEmail: typeof payload.newEmail === 'string' ? payload.newEmail : '',
    expired: isTokenExpired(token),
  };
}

/** The operations above bound to the provider's client. */
export function useAccountActions() {
  const client = usePocketBase();
  return useMemo(
    () => ({
      signInWithPassword: (email: string, password: string) => signInWithPassword(client, email, password),
      signUpWithPassword: (email: string, password: string) => signUpWithPassword(client, email, password),
      signOut: () => signOut(client),
      requestPasswordReset: (email: string) => requestPasswordReset(client, email),
      confirmPasswordReset: (token: string, password: string) => confirmPasswordReset(client, token, password),
      requestVerificationEmail: (email: string) => requestVerificationEmail(client, email),
      confirmEmailVerification: (token: string) => confirmEmailVerification(client, token),
      requestEmailChange: (newEmail: string) => requestEmailChange(client, newEmail),
      confirmEmailChange: (token: string, password: string) => confirmEmailChange(client, token, password),
      refreshSession: () => refreshSession(client),
      updateOwnProfile: (userId: string, fields: Record<string, unknown>) => updateOwnProfile(client, userId, fields),
      changePassword: (currentPassword: string, newPassword: string) =>
        changePassword(client, currentPassword, newPassword),
      exportMyData: () => exportMyData(client),
      requestAccountDeletion: (password: string) => requestAccountDeletion(client, password),
      confirmAccountDeletion: (token: string) => confirmAccountDeletion(client, token),
    }),
    [client],
  );
}
export type AccountActions = ReturnType<typeof useAccountActions>;
