import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, loginSchema, signupSchema } from './credentials-schemas';
import { isValidEmail } from './email-address';

function errors(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('sign-in and sign-up', () => {
  it('checks e-mail and a 6-character password', () => {
    expect(errors(loginSchema, { email: 'ana@example.pt', password: '123456' })).toEqual([]);
    expect(errors(loginSchema, { email: 'ana@', password: '12345' })).toEqual([
      'email: Invalid email address',
      'password: Password must be at least 6 characters',
    ]);
  });

  it('shows the mismatch on confirmPassword', () => {
    expect(
      errors(signupSchema, { email: 'ana@example.pt', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }),
    ).toEqual(["confirmPassword: Passwords don't match"]);
    expect(
      errors(signupSchema, { email: 'ana@example.pt', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }),
    ).toEqual([]);
  });

  it('holds a sign-up to the same password policy as a reset', () => {
    expect(errors(signupSchema, { email: 'ana@example.pt', password: '123456', confirmPassword: '123456' })).toEqual([
      'password: Password must be at least 8 characters',
      'password: Password must contain at least one uppercase letter',
      'password: Password must contain at least one lowercase letter',
      'password: Password must contain at least one special character',
    ]);
  });

  it('trims the e-mail and checks it on forgot-password', () => {
    expect(forgotPasswordSchema.parse({ email: ' ana@example.pt ' }).email).toBe('ana@example.pt');
    expect(errors(forgotPasswordSchema, { email: 'not an email' })).toEqual(['email: Invalid email address']);
  });

  it('uses a simple address pattern', () => {
    expect(isValidEmail('a.b+c@sub.example.pt')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.pt')).toBe(false);
    expect(isValidEmail('@c.pt')).toBe(false);
  });
});
