import { z } from 'zod';
import { RESET_PASSWORD_MIN_LENGTH } from './auth-constants';
import { AUTH_SCREEN_TEXTS_EN } from './account-screen-messages';
import { ACCOUNT_SETTINGS_MESSAGES } from './account-settings-messages';
import { AUTH_VALIDATION_MESSAGES } from './auth-messages';

/** "Special character" means anything that is not an ASCII letter or digit. */
const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;

/** The policy in one sentence, in English; the forms show AUTH_SCREEN_TEXTS.passwordPolicyHint. */
export const PASSWORD_POLICY_HINT = AUTH_SCREEN_TEXTS_EN.passwordPolicyHint;

/** The password policy of sign-up, reset and change: 8 characters, upper, lower, number, special — each its own message. */
export const newPasswordSchema = z
  .string()
  .min(RESET_PASSWORD_MIN_LENGTH, AUTH_VALIDATION_MESSAGES.passwordMin8)
  .regex(/[A-Z]/, AUTH_VALIDATION_MESSAGES.passwordUppercase)
  .regex(/[a-z]/, AUTH_VALIDATION_MESSAGES.passwordLowercase)
  .regex(/[0-9]/, AUTH_VALIDATION_MESSAGES.passwordNumber)
  .regex(SPECIAL_CHARACTER, AUTH_VALIDATION_MESSAGES.passwordSpecial);

/** Reset-password form: the policy plus a matching confirmation (shown on confirmPassword). */
export const resetPasswordSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** Every policy message a password still fails, in the order shown under the field. */
export function passwordPolicyFailures(password: string): string[] {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The settings' password change: the current password, then a new one under the policy, confirmed. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, ACCOUNT_SETTINGS_MESSAGES.currentPasswordRequired),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
