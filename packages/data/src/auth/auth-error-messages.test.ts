import {
  ACCOUNT_FLOW_MESSAGES,
  ACCOUNT_FLOW_MESSAGES_EN,
  ACCOUNT_SETTINGS_MESSAGES,
  AUTH_ERRORS,
  FORGOT_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SIGN_UP_ERRORS,
  VERIFICATION_MESSAGES,
  inLanguage,
  suspendedAccountMessage,
} from '@partilha/domain';
import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  accountDeletionErrorMessage,
  emailChangeConfirmErrorMessage,
  emailChangeRequestErrorMessage,
  forgotPasswordErrorMessage,
  isNetworkError,
  passwordChangeErrorMessage,
  resetPasswordErrorMessage,
  sendVerificationErrorMessage,
  signInErrorMessage,
  signUpErrorMessage,
  verifyEmailErrorMessage,
} from './auth-error-messages';

// The errors below have the shapes the SDK gives: a refused request carries PocketBase's status
// and body; a request that never got an answer wraps fetch's TypeError with status 0.
const refused = (status: number, data: Record<string, { code: string; message: string }> = {}) =>
  new ClientResponseError({ status, response: { status, message: 'Refused.', data } });
const offline = () => new ClientResponseError({ status: 0, originalError: new TypeError('Failed to fetch') });
const cancelled = () => new ClientResponseError({ isAbort: true });
const field = (code: string) => ({ code, message: 'Bad value.' });

describe('isNetworkError', () => {
  it('is true only for a request that got no answer', () => {
    expect(isNetworkError(offline())).toBe(true);
    expect(isNetworkError(cancelled())).toBe(false);
    expect(isNetworkError(refused(400))).toBe(false);
    expect(isNetworkError(new ClientResponseError(new Error('Missing or invalid provider "oidc".')))).toBe(false);
    expect(isNetworkError(new Error('boom'))).toBe(false);
  });
});

describe('sign-in and sign-up messages', () => {
  it('word wrong credentials as the login form message, never revealing which part was wrong', () => {
    expect(signInErrorMessage(refused(400))).toBe(AUTH_ERRORS.signInForm);
    expect(signInErrorMessage(refused(400, { identity: field('validation_required') }))).toBe(AUTH_ERRORS.signInForm);
    expect(signInErrorMessage(offline())).toBe('Network error. Please check your connection and try again.');
    expect(signInErrorMessage(refused(429))).toBe('Too many requests. Please try again later.');
  });

  it('show a suspended account the server’s message with its reason, word for word', () => {
    const message = suspendedAccountMessage('Repeated no-shows');
    const suspended = new ClientResponseError({ status: 403, response: { status: 403, message, data: {} } });
    const otherForbidden = new ClientResponseError({
      status: 403,
      response: { status: 403, message: 'Nope.', data: {} },
    });

    expect(signInErrorMessage(suspended)).toBe(message);
    expect(signInErrorMessage(otherForbidden)).toBe(AUTH_ERRORS.signInForm);
  });

  it('map sign-up refusals to the sign-up catalogue', () => {
    expect(signUpErrorMessage(refused(400, { email: field('validation_not_unique') }))).toBe(SIGN_UP_ERRORS.emailInUse);
    expect(signUpErrorMessage(refused(400, { email: field('validation_is_email') }))).toBe(SIGN_UP_ERRORS.invalidEmail);
    expect(signUpErrorMessage(refused(400, { password: field('validation_min_text_constraint') }))).toBe(
      SIGN_UP_ERRORS.weakPassword,
    );
    expect(signUpErrorMessage(offline())).toBe(SIGN_UP_ERRORS.network);
    expect(signUpErrorMessage(refused(500))).toBe('Failed to create an account. Please try again.');
  });
});

describe('password reset messages', () => {
  it('word the forgot-password failures', () => {
    expect(forgotPasswordErrorMessage(refused(429))).toBe(FORGOT_PASSWORD_MESSAGES.tooManyRequests);
    expect(forgotPasswordErrorMessage(refused(400, { email: field('validation_is_email') }))).toBe(
      'Invalid email address format',
    );
    expect(forgotPasswordErrorMessage(offline())).toBe(FORGOT_PASSWORD_MESSAGES.failed);
  });

  it('say an invalid token is an expired link and anything else a failed reset', () => {
    expect(resetPasswordErrorMessage(refused(400, { token: field('validation_invalid_token') }))).toBe(
      RESET_PASSWORD_MESSAGES.expired,
    );
    expect(resetPasswordErrorMessage(refused(500))).toBe(RESET_PASSWORD_MESSAGES.failed);
    expect(resetPasswordErrorMessage(refused(400))).toBe(RESET_PASSWORD_MESSAGES.failed);
  });

  it("passes on the server's own policy message for a weak new password", () => {
    const weak = new ClientResponseError({
      status: 400,
      response: { status: 400, message: 'Password must contain at least one number', data: {} },
    });
    expect(resetPasswordErrorMessage(weak)).toBe('Password must contain at least one number');
  });
});

describe('verification and e-mail change messages', () => {
  it('word a failed verification and a failed send', () => {
    expect(verifyEmailErrorMessage(refused(400, { token: field('validation_invalid_token') }))).toBe(
      VERIFICATION_MESSAGES.failed,
    );
    expect(sendVerificationErrorMessage(refused(500))).toBe(VERIFICATION_MESSAGES.sendFailed);
    expect(sendVerificationErrorMessage(refused(429))).toBe(FORGOT_PASSWORD_MESSAGES.tooManyRequests);
  });

  it('word the e-mail change steps', () => {
    expect(emailChangeRequestErrorMessage(refused(400, { newEmail: field('validation_invalid_new_email') }))).toBe(
      ACCOUNT_FLOW_MESSAGES.emailChangeUnavailable,
    );
    expect(emailChangeRequestErrorMessage(refused(500))).toBe(AUTH_ERRORS.updateEmail);
    expect(emailChangeConfirmErrorMessage(refused(400, { password: field('validation_invalid_password') }))).toBe(
      ACCOUNT_FLOW_MESSAGES.wrongPassword,
    );
    expect(emailChangeConfirmErrorMessage(refused(400, { token: field('validation_invalid_token') }))).toBe(
      AUTH_ERRORS.invalidVerificationCode,
    );
  });
});

// The server's own words, as its routes send them (`{ status, message }`).
const said = (status: number, message: string) =>
  new ClientResponseError({ status, response: { status, message, data: {} } });

describe('passwordChangeErrorMessage', () => {
  it('names a wrong current password, passes a policy rule through, else the spec failure', () => {
    expect(passwordChangeErrorMessage(refused(400, { oldPassword: field('validation_invalid_old_password') }))).toBe(
      ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword,
    );
    expect(passwordChangeErrorMessage(said(400, 'Password must contain at least one number'))).toBe(
      'Password must contain at least one number',
    );
    expect(passwordChangeErrorMessage(offline())).toBe(SIGN_UP_ERRORS.network);
    expect(passwordChangeErrorMessage(said(500, 'boom'))).toBe(AUTH_ERRORS.updatePassword);
  });
});

describe('accountDeletionErrorMessage', () => {
  it("shows the deletion routes' refusals word for word and nothing else", () => {
    for (const message of [
      ACCOUNT_FLOW_MESSAGES.wrongPassword,
      ACCOUNT_SETTINGS_MESSAGES.deletionActiveBookings,
      ACCOUNT_SETTINGS_MESSAGES.deletionInvalidLink,
      ACCOUNT_SETTINGS_MESSAGES.deletionNotYours,
    ]) {
      expect(accountDeletionErrorMessage(said(400, message))).toBe(message);
    }
    expect(accountDeletionErrorMessage(said(500, 'sql: database is locked'))).toBe(
      ACCOUNT_SETTINGS_MESSAGES.deletionFailed,
    );
    expect(accountDeletionErrorMessage(refused(429))).toBe(FORGOT_PASSWORD_MESSAGES.tooManyRequests);
  });
});

describe('in Portuguese (issue 19)', () => {
  const inPortuguese = <T>(work: () => T) => inLanguage('pt-PT', work);

  it('word every refusal in the active language', () => {
    expect(inPortuguese(() => signInErrorMessage(refused(400)))).toBe(
      'Não foi possível iniciar sessão. Verifica os teus dados e tenta novamente.',
    );
    expect(inPortuguese(() => signUpErrorMessage(refused(400, { email: field('validation_not_unique') })))).toBe(
      'Já existe uma conta com este e-mail',
    );
    expect(inPortuguese(() => forgotPasswordErrorMessage(refused(429)))).toBe('Demasiados pedidos. Tenta mais tarde.');
  });

  it("show the server's English refusals translated", () => {
    expect(inPortuguese(() => passwordChangeErrorMessage(said(400, 'Password must contain at least one number')))).toBe(
      'A palavra-passe tem de ter pelo menos um número',
    );
    expect(inPortuguese(() => accountDeletionErrorMessage(said(400, ACCOUNT_FLOW_MESSAGES_EN.wrongPassword)))).toBe(
      'Palavra-passe incorreta. Tenta novamente.',
    );
  });

  it('keep the reason of a suspension inside the refusal', () => {
    const message = suspendedAccountMessage('Repeated no-shows');
    const suspended = new ClientResponseError({ status: 403, response: { status: 403, message, data: {} } });
    const shown = inPortuguese(() => signInErrorMessage(suspended));
    expect(shown).toContain('Repeated no-shows');
    expect(shown).toBe(inPortuguese(() => suspendedAccountMessage('Repeated no-shows')));
  });
});
