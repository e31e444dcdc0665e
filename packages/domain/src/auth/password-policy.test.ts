import { describe, expect, it } from 'vitest';
import { changePasswordSchema, passwordPolicyFailures, resetPasswordSchema } from './password-policy';

describe('reset password policy', () => {
  it('accepts a password with all four kinds and 8 characters', () => {
    expect(passwordPolicyFailures('Abcdef1!')).toEqual([]);
  });

  it('gives each rule its own message', () => {
    expect(passwordPolicyFailures('Abcde1!')).toEqual(['Password must be at least 8 characters']);
    expect(passwordPolicyFailures('abcdefg1!')).toEqual(['Password must contain at least one uppercase letter']);
    expect(passwordPolicyFailures('ABCDEFG1!')).toEqual(['Password must contain at least one lowercase letter']);
    expect(passwordPolicyFailures('Abcdefgh!')).toEqual(['Password must contain at least one number']);
    expect(passwordPolicyFailures('Abcdefgh1')).toEqual(['Password must contain at least one special character']);
    expect(passwordPolicyFailures('')).toHaveLength(5);
  });

  it('requires the confirmation to match', () => {
    const result = resetPasswordSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
    expect(resetPasswordSchema.safeParse({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).success).toBe(true);
  });
});

describe('changing the password', () => {
  it('needs the current password, the policy and a matching confirmation', () => {
    const issues = (input: unknown) =>
      changePasswordSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues({ currentPassword: '', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([
      ['currentPassword', 'Current password is required'],
    ]);
    expect(issues({ currentPassword: 'old', password: 'abcdef1!', confirmPassword: 'abcdef1!' })).toEqual([
      ['password', 'Password must contain at least one uppercase letter'],
    ]);
    expect(issues({ currentPassword: 'old', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual([
      ['confirmPassword', "Passwords don't match"],
    ]);
    expect(issues({ currentPassword: 'old', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([]);
  });
});
