import { z } from 'zod';
import { AUTH_VALIDATION_MESSAGES } from './auth-messages';

/**
 * A deliberately simple address check: something@something.tld, no spaces. zod's built-in e-mail
 * regex is avoided because it may not compile in the server's JS engine (goja).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Trimmed e-mail address with the spec's message. */
export const emailSchema = z.string().trim().regex(EMAIL_PATTERN, AUTH_VALIDATION_MESSAGES.invalidEmail);
