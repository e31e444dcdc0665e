import { describe, expect, it } from 'vitest';
import { blocksAccountDeletion } from './account-deletion';

const now = new Date('2026-06-10T15:00:00Z');

describe('bookings that block an account deletion', () => {
  it('blocks open bookings whose last day has not passed', () => {
    for (const status of ['pending', 'negotiating', 'approved']) {
      expect(blocksAccountDeletion({ status, endDate: new Date('2026-06-20T00:00:00Z') }, now)).toBe(true);
      expect(blocksAccountDeletion({ status, endDate: new Date('2026-06-10T00:00:00Z') }, now)).toBe(true);
    }
  });

  it('never blocks a closed booking or one whose last day has passed', () => {
    for (const status of ['rejected', 'cancelled', 'completed']) {
      expect(blocksAccountDeletion({ status, endDate: new Date('2026-06-20T00:00:00Z') }, now)).toBe(false);
    }
    expect(blocksAccountDeletion({ status: 'approved', endDate: new Date('2026-06-09T00:00:00Z') }, now)).toBe(false);
  });
});
