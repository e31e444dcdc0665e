import { describe, expect, it } from 'vitest';
import * as authConstants from './auth-constants';
import {
  AUTH_ERRORS,
  FORGOT_PASSWORD_MESSAGES,
  PREVIEW_GATE_MESSAGES,
  SIGN_UP_ERRORS,
  THIRD_PARTY_SIGN_IN_ERRORS,
} from './auth-messages';
import * as messages from './auth-messages';

describe('auth messages and constants', () => {
  it('keep the spec texts', () => {
    expect(AUTH_ERRORS.signInForm).toBe('Failed to sign in. Please check your credentials and try again.');
    expect(SIGN_UP_ERRORS.emailInUse).toBe('An account with this email already exists');
    expect(FORGOT_PASSWORD_MESSAGES.sentIfExists).toBe(
      'If an account exists with this email, a password reset link has been sent.',
    );
    expect(THIRD_PARTY_SIGN_IN_ERRORS.popupBlocked).toBe(
      'Sign-in popup was blocked. Please allow popups for this site.',
    );
    expect(PREVIEW_GATE_MESSAGES.welcome).toContain('Partilha');
  });

  it('name no provider or hosted backend', () => {
    const text = JSON.stringify(messages);
    for (const banned of ['Google', 'Firestore', 'Firebase', 'cloud function']) expect(text).not.toContain(banned);
  });

  it('keep the timings of the spec', () => {
    expect(authConstants.RESEND_VERIFICATION_COOLDOWN_SECONDS).toBe(60);
    expect(authConstants.RESET_REDIRECT_DELAY_MS).toBe(3000);
    expect(authConstants.PREVIEW_UNLOCK_DELAY_MS).toBe(800);
    expect(authConstants.PROFILE_RELOAD_DELAY_MS).toBe(1000);
  });
});
