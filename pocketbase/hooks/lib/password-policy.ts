import { ACCOUNT_SETTINGS_MESSAGES, passwordPolicyFailures } from '@partilha/domain';
import { sendAccountMail } from './account-mail';
import type { Actor } from './actor';
import { badRequest } from './api-errors';
import { inMemberLanguage, memberLanguage } from './member-language';

/**
 * Every new password a member sets — at sign-up, through a reset link, or when changing it in
 * the settings — must follow the one policy of spec 000 §5 (8 characters, upper and lower case, a
 * number, a special character), so a direct call cannot bypass the forms. Refused with the first
 * rule it breaks, in the forms' words. A missing or non-text password is left to PocketBase's own
 * validation.
 */
export function enforcePasswordPolicy(password: unknown): void {
  if (typeof password !== 'string' || password === '') return;
  const [firstFailure] = passwordPolicyFailures(password);
  if (firstFailure) throw badRequest(firstFailure);
}

/**
 * Sign-up and password change through the `users` API: members follow the policy; superusers set
 * what they need, and a third-party sign-up (context "oauth2") carries PocketBase's own random
 * password, which nobody types.
 */
export function enforceMemberPasswordPolicy(
  info: { body: { [key: string]: unknown }; context: string },
  actor: Actor,
): void {
  if (actor.kind === 'superuser' || info.context === 'oauth2') return;
  enforcePasswordPolicy(info.body.password);
}

/** A member changing their own password (PocketBase requires their current one as `oldPassword`). */
export function isOwnPasswordChange(record: PbRecord, body: { [key: string]: unknown }, actor: Actor): boolean {
  return actor.kind === 'user' && actor.id === record.id && typeof body.password === 'string' && body.password !== '';
}

/** "Your password was changed", to the member's address and in their language, after the change has been saved. */
export function sendPasswordChangedMail(app: PbApp, record: PbRecord): void {
  const mail = inMemberLanguage(record, () => ({
    to: record.email(),
    language: memberLanguage(record),
    subject: ACCOUNT_SETTINGS_MESSAGES.passwordChangedMailSubject,
    paragraphs: [ACCOUNT_SETTINGS_MESSAGES.passwordChangedMailBody],
  }));
  sendAccountMail(app, mail);
}
