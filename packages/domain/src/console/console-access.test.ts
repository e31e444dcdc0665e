import { describe, expect, it } from 'vitest';
import { CONSOLE_ACTIONS, consoleActionsOf, consoleCan, isStaffRole } from './console-access';

describe('consoleCan', () => {
  it('lets operators do everything', () => {
    for (const action of CONSOLE_ACTIONS) expect(consoleCan('operator', action)).toBe(true);
  });

  it('gives members and guests nothing', () => {
    for (const role of ['user', '', null, undefined, 'superuser', 'Operator']) {
      expect(consoleActionsOf(role)).toEqual([]);
    }
  });

  it('keeps moderators away from subscriptions, contact details, exports and roles', () => {
    for (const action of [
      'subscriptions.read',
      'subscriptions.update',
      'subscriptions.export',
      'members.readContact',
      'members.changeRole',
      'members.verify',
      'bookings.export',
      'audit.export',
      'audit.readAll',
    ] as const) {
      expect(consoleCan('moderator', action)).toBe(false);
    }
  });

  it('lets moderators moderate and read bookings', () => {
    for (const action of ['bookings.read', 'members.suspend', 'listings.suspend', 'audit.read'] as const) {
      expect(consoleCan('moderator', action)).toBe(true);
    }
  });

  it('knows the staff roles', () => {
    expect(isStaffRole('operator')).toBe(true);
    expect(isStaffRole('moderator')).toBe(true);
    expect(isStaffRole('user')).toBe(false);
  });
});
