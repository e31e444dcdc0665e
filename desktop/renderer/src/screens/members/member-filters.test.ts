import { describe, expect, it } from 'vitest';
import { readMemberFilters } from './member-filters';

describe('readMemberFilters', () => {
  it('reads the new members of a week as the Overview links them', () => {
    expect(readMemberFilters({ joinedFrom: '2026-11-23', joinedTo: '2026-11-29' })).toMatchObject({
      joinedFrom: '2026-11-23',
      joinedTo: '2026-11-29',
      verified: null,
      suspended: null,
    });
  });

  it('tells "not verified" from "any"', () => {
    expect(readMemberFilters({ verified: 'false' }).verified).toBe(false);
    expect(readMemberFilters({ verified: 'maybe' }).verified).toBeNull();
  });

  it('drops a role that does not exist', () => {
    expect(readMemberFilters({ role: 'admin' }).role).toBe('');
  });
});
