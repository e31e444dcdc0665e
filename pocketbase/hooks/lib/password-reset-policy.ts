import { passwordPolicyFailures } from '@partilha/domain';
import { badRequest } from './api-errors';

/**
 * A new password set through a reset link must follow the reset policy of spec 000 §5 (8
 * characters, upper and lower case, a number, a special character), not only the sign-up
 * minimum of 6 — so a direct call cannot bypass the form. Refused with the first rule it breaks,
 * in the form's words. A missing or non-text password is left to PocketBase's own validation.
 */
export function enforceResetPasswordPolicy(password: unknown): void {
  if (typeof password !== 'string' || password === '') return;
  const [firstFailure] = passwordPolicyFailures(password);
  if (firstFailure) throw badRequest(firstFailure);
}
