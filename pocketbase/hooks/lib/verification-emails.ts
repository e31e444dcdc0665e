import { RESEND_VERIFICATION_COOLDOWN_SECONDS } from '@partilha/domain';
import type { Actor } from './actor';

/**
 * Verification e-mails: sent by the server right after a sign-up (spec 000 §2 "After sign-up a
 * verification email is sent"), and sent again on request once the spec's 60-second Resend
 * cooldown has passed. PocketBase on its own silently skips a new request for 2 minutes after
 * each e-mail (the key below), which would make the Resend button lie between 60 and 120 s.
 */

/** PocketBase's own "recently sent" marker (apis/record_auth_verification_request.go). */
function pocketBaseResendKey(record: PbRecord): string {
  return `@limitVerificationEmail_${record.collection().id}${record.id}`;
}

function sentAtKey(record: PbRecord): string {
  return `partilha.verificationSentAt.${record.id}`;
}

/** Remembers when a verification e-mail went to this account. */
export function noteVerificationSent(app: PbApp, record: PbRecord, now: number): void {
  app.store().set(sentAtKey(record), now);
}

/**
 * Before PocketBase handles `request-verification`: when the last e-mail to this unverified
 * account is at least 60 s old, PocketBase's 2-minute marker is dropped so it sends again.
 */
export function allowVerificationResend(app: PbApp, email: unknown, now: number): void {
  if (typeof email !== 'string' || email.trim() === '') return;
  let record: PbRecord;
  try {
    record = app.findAuthRecordByEmail('users', email.trim());
  } catch {
    return;
  }
  if (record.verified()) return;
  const sentAt = app.store().get(sentAtKey(record));
  if (typeof sentAt === 'number' && now - sentAt >= RESEND_VERIFICATION_COOLDOWN_SECONDS * 1000) {
    app.store().remove(pocketBaseResendKey(record));
  }
}

/**
 * After a sign-up by a visitor (not an account made by a superuser, by third-party sign-in or
 * inside a batch), when SMTP is configured: sends the verification e-mail and marks it sent, so
 * a Resend right away from the website does not send a second one. A failed send is logged; the
 * account stays created.
 */
export function sendSignUpVerification(app: PbApp, record: PbRecord, actor: Actor, context: string, now: number): void {
  if (actor.kind === 'superuser' || context !== 'default' || record.verified() || record.email() === '') return;
  // Without SMTP settings e-mail is off (README); PocketBase would otherwise try a local sendmail.
  if (!app.settings().smtp.enabled) return;
  try {
    $mails.sendRecordVerification(app, record);
  } catch (error) {
    app
      .logger()
      .error('Sending the verification email after sign-up failed', 'error', String(error), 'user', record.id);
    return;
  }
  app.store().set(pocketBaseResendKey(record), true);
  noteVerificationSent(app, record, now);
}
