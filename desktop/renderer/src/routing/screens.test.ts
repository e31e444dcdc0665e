import { describe, expect, it } from 'vitest';
import { resolveScreen, screensFor } from './screens';

describe('console screens', () => {
  it('shows operators every screen', () => {
    expect(screensFor('operator').map((s) => s.id)).toEqual([
      'overview',
      'moderation',
      'appeals',
      'bookings',
      'members',
      'listings',
      'subscriptions',
      'transparency',
      'audit',
      'settings',
    ]);
  });

  it('gives moderators the moderation queue, the appeals and the transparency figures', () => {
    expect(screensFor('moderator').map((s) => s.id)).toEqual(
      expect.arrayContaining(['moderation', 'appeals', 'transparency']),
    );
  });

  it('never offers Subscriptions to a moderator, even from a typed link', () => {
    expect(screensFor('moderator').map((s) => s.id)).not.toContain('subscriptions');
    expect(resolveScreen('moderator', 'subscriptions')?.id).toBe('overview');
  });

  it('offers nothing to a member', () => {
    expect(resolveScreen('user', 'overview')).toBeNull();
  });
});
