import { describe, expect, it } from 'vitest';
import { getReliabilityRating } from '../reliability/reliability-rating';
import { userSchema } from './user';

describe('user entity', () => {
  it('reads a public profile without private fields, using defaults', () => {
    const user = userSchema.parse({
      id: 'u1',
      displayName: 'Ana',
      role: '',
      languages: null,
      created: '2025-03-01 10:00:00.000Z',
    });
    expect(user.role).toBe('user');
    expect(user.email).toBe('');
    expect(user.languages).toEqual([]);
    expect(user.notifyEmail).toBe(true);
    expect(user.notifyPush).toBe(true);
    expect(user.notifyMarketing).toBe(false);
    expect(user.totalCancellations).toBe(0);
  });

  it('refuses an unknown role and feeds the reliability badge directly', () => {
    expect(userSchema.safeParse({ id: 'u1', role: 'admin' }).success).toBe(false);
    const user = userSchema.parse({ id: 'u1', totalCancellations: 4, lateCancellations: 1 });
    expect(getReliabilityRating(user).label).toBe('Moderately Reliable');
  });
});
