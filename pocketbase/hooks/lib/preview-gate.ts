import { PREVIEW_GATE_MESSAGES } from '@partilha/domain';
import { badRequest } from './api-errors';

/**
 * The optional preview gate (DESIGN.md principle 4): the spec's fixed client-side password
 * becomes a server setting, PARTILHA_PREVIEW_PASSWORD. Unset, there is no gate. The password is
 * compared here and never sent to the website, written to a log or echoed in an answer.
 */
export const PREVIEW_PASSWORD_ENV = 'PARTILHA_PREVIEW_PASSWORD';

export function previewGateState(env: (key: string) => string): { enabled: boolean } {
  return { enabled: env(PREVIEW_PASSWORD_ENV) !== '' };
}

/**
 * `{ ok: true }` for the right password (or any password when the gate is off); otherwise a
 * 400 "Invalid password". Both sides are hashed first so the comparison takes the same time
 * whatever the length or the first wrong character of a guess.
 */
export function checkPreviewPassword(body: { [key: string]: unknown }, env: (key: string) => string): { ok: true } {
  const expected = env(PREVIEW_PASSWORD_ENV);
  if (expected === '') return { ok: true };
  const given = typeof body.password === 'string' ? body.password : '';
  if (!$security.equal($security.sha256(given), $security.sha256(expected))) {
    throw badRequest(PREVIEW_GATE_MESSAGES.invalid);
  }
  return { ok: true };
}
