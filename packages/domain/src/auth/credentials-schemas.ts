import { z } from 'zod';
import { LOGIN_PASSWORD_MIN_LENGTH } from './auth-constants';
import { AUTH_VALIDATION_MESSAGES } from './auth-messages';
import { emailSchema } from './email-address';
import { newPasswordSchema } from './password-policy';

/** Sign-in form (spec 000 §5). */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(LOGIN_PASSWORD_MIN_LENGTH, AUTH_VALIDATION_MESSAGES.passwordMin6),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * Sign-up form: one password policy for sign-up, reset and change (issue 17; the server enforces
 * it too), plus a confirmation shown on confirmPassword. Sign-in keeps the minimum of 6, so older
 * accounts still sign in.
 */
export const signupSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: AUTH_VALIDATION_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type SignupInput = z.infer<typeof signupSchema>;

/** Forgot-password form: a valid e-mail only. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
