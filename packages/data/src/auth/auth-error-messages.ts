import {
  ACCOUNT_FLOW_MESSAGES,
  ACCOUNT_FLOW_MESSAGES_EN,
  ACCOUNT_SETTINGS_MESSAGES,
  ACCOUNT_SETTINGS_MESSAGES_EN,
  AUTH_ERRORS,
  AUTH_VALIDATION_MESSAGES_EN,
  CONSOLE_MESSAGES,
  FORGOT_PASSWORD_MESSAGES,
  inLanguage,
  RESET_PASSWORD_MESSAGES,
  SIGN_UP_ERRORS,
  suspendedAccountMessage,
  translateText,
  VERIFICATION_MESSAGES,
} from '@partilha/domain';

/**
 * PocketBase refusals turned into the spec's messages (spec 000 §8). PocketBase answers with a
 * status and, for bad input, `{ data: { field: { code } } }`; the request never reaching the
 * server shows as status 0. Every message comes back in the active language (issue 19): the
 * server's own English words are recognised in English and shown translated.
 */

import { isNetworkError, isTooManyRequests, shape, statusOf } from './response-status';

export { isNetworkError, isTooManyRequests, statusOf };

/** The validation code PocketBase gave a field ("validation_not_unique"…), or null. */
export function fieldErrorCode(error: unknown, field: string): string | null {
  const entry = shape(error).response?.data?.[field];
  if (!entry) return null;
  return typeof entry.code === 'string' ? entry.code : 'invalid';
}

/** The server's English refusal of a suspended account split around the reason, to read it back. */
function suspendedTemplate(): { before: string; after: string; withoutReason: string } {
  const marker = '\u0000';
  return inLanguage('en', () => {
    const [before = '', after = ''] = suspendedAccountMessage(marker).split(marker);
    return { before, after, withoutReason: suspendedAccountMessage('') };
  });
}

/**
 * The server's refusal of a suspended account (after the password was checked): it carries the
 * reason the operator gave (`suspendedAccountMessage`), shown word for word inside the refusal in
 * the active language. Null for any other error.
 */
export function suspendedAccountRefusal(error: unknown): string | null {
  const message = shape(error).response?.message;
  if (statusOf(error) !== 403 || typeof message !== 'string') return null;
  const { before, after, withoutReason } = suspendedTemplate();
  if (message === withoutReason) return suspendedAccountMessage('');
  if (message.startsWith(before) && message.endsWith(after) && message.length > before.length + after.length)
    return suspendedAccountMessage(message.slice(before.length, message.length - after.length));
  return message.startsWith(inLanguage('en', () => CONSOLE_MESSAGES.accountSuspended)) ? translateText(message) : null;
}

/**
 * The login form: wrong credentials and every other refusal read the same (no account probing),
 * except a suspended account, which only the right password reaches and which says why.
 */
export function signInErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  return suspendedAccountRefusal(error) ?? AUTH_ERRORS.signInForm;
}

export function signUpErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  const emailCode = fieldErrorCode(error, 'email');
  if (emailCode === 'validation_not_unique') return SIGN_UP_ERRORS.emailInUse;
  if (emailCode) return SIGN_UP_ERRORS.invalidEmail;
  if (fieldErrorCode(error, 'password') || fieldErrorCode(error, 'passwordConfirm')) return SIGN_UP_ERRORS.weakPassword;
  return passwordRuleRefusal(error) ?? SIGN_UP_ERRORS.other;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  if (fieldErrorCode(error, 'email')) return FORGOT_PASSWORD_MESSAGES.invalidEmail;
  return FORGOT_PASSWORD_MESSAGES.failed;
}

const PASSWORD_RULE_MESSAGES: readonly string[] = Object.values(AUTH_VALIDATION_MESSAGES_EN);

/** The server enforces the password policy too and answers with the rule's own (English) words. */
function passwordRuleRefusal(error: unknown): string | null {
  const message = shape(error).response?.message;
  return typeof message === 'string' && PASSWORD_RULE_MESSAGES.includes(message) ? translateText(message) : null;
}

/** The settings' password change: a wrong current password, a broken rule, or the spec's failure. */
export function passwordChangeErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  if (fieldErrorCode(error, 'oldPassword')) return ACCOUNT_SETTINGS_MESSAGES.wrongCurrentPassword;
  return passwordRuleRefusal(error) ?? AUTH_ERRORS.updatePassword;
}

const DELETION_REFUSALS: readonly string[] = [
  ACCOUNT_FLOW_MESSAGES_EN.passwordRequired,
  ACCOUNT_FLOW_MESSAGES_EN.wrongPassword,
  ACCOUNT_SETTINGS_MESSAGES_EN.deletionActiveBookings,
  ACCOUNT_SETTINGS_MESSAGES_EN.deletionInvalidLink,
  ACCOUNT_SETTINGS_MESSAGES_EN.deletionNotYours,
];

/** The deletion routes answer with these words; anything else reads as a failure. */
export function accountDeletionErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  const message = shape(error).response?.message;
  return typeof message === 'string' && DELETION_REFUSALS.includes(message)
    ? translateText(message)
    : ACCOUNT_SETTINGS_MESSAGES.deletionFailed;
}

export function resetPasswordErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  if (fieldErrorCode(error, 'token')) return RESET_PASSWORD_MESSAGES.expired;
  return passwordRuleRefusal(error) ?? RESET_PASSWORD_MESSAGES.failed;
}

export function verifyEmailErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  return VERIFICATION_MESSAGES.failed;
}

export function sendVerificationErrorMessage(error: unknown): string {
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  return VERIFICATION_MESSAGES.sendFailed;
}

export function emailChangeRequestErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (isTooManyRequests(error)) return FORGOT_PASSWORD_MESSAGES.tooManyRequests;
  // PocketBase gives one code for a malformed address and for one another account uses.
  if (fieldErrorCode(error, 'newEmail')) return ACCOUNT_FLOW_MESSAGES.emailChangeUnavailable;
  return AUTH_ERRORS.updateEmail;
}

export function emailChangeConfirmErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_UP_ERRORS.network;
  if (fieldErrorCode(error, 'token')) return AUTH_ERRORS.invalidVerificationCode;
  if (fieldErrorCode(error, 'password')) return ACCOUNT_FLOW_MESSAGES.wrongPassword;
  return AUTH_ERRORS.updateEmail;
}
