import { describe, expect, it } from 'vitest';
import { rejectionReasonProblem } from './rejection-reason';

describe('rejectionReasonProblem', () => {
  it('accepts no reason and up to 500 characters, trimmed', () => {
    expect(rejectionReasonProblem('')).toBeNull();
    expect(rejectionReasonProblem(`  ${'a'.repeat(500)}  `)).toBeNull();
  });

  it('refuses more than 500 characters', () => {
    expect(rejectionReasonProblem('a'.repeat(501))).toBe('Rejection reason cannot exceed 500 characters');
  });
});
