import { loginSchema } from '@partilha/domain';

/**
 * Proof that the domain bundle, zod included, runs inside PocketBase's JS engine: one valid and
 * one invalid sign-in form through the same zod schema the website uses.
 */
export function checkDomainBundle(): { zod: boolean; accepted: boolean; messages: string[] } {
  const accepted = loginSchema.safeParse({ email: 'ana@partilha.pt', password: 'secret1' });
  const rejected = loginSchema.safeParse({ email: 'not-an-email', password: '123' });
  const messages = rejected.success ? [] : rejected.error.issues.map((issue) => issue.message);
  return { zod: accepted.success && !rejected.success, accepted: accepted.success, messages };
}
