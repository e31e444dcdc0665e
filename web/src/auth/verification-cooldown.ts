import { RESEND_VERIFICATION_COOLDOWN_SECONDS } from '@partilha/domain';

/**
 * When the last verification e-mail was sent, kept for the browser tab, so the 60-second resend
 * cooldown (spec 000 §4) carries over from sign-up to the verification page and the account area.
 */
const SENT_AT_KEY = 'partilha.verificationSentAt';

export function markVerificationSent(now: number): void {
  try {
    window.sessionStorage.setItem(SENT_AT_KEY, String(now));
  } catch {
    // Without storage the cooldown simply starts over on the next page.
  }
}

export function resendSecondsLeft(now: number): number {
  let sentAt: number;
  try {
    sentAt = Number(window.sessionStorage.getItem(SENT_AT_KEY) ?? 0);
  } catch {
    sentAt = 0;
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0) return 0;
  const left = RESEND_VERIFICATION_COOLDOWN_SECONDS - Math.floor((now - sentAt) / 1000);
  return Math.min(RESEND_VERIFICATION_COOLDOWN_SECONDS, Math.max(0, left));
}
