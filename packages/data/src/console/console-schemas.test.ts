import { describe, expect, it } from 'vitest';
import { consoleAuditEntrySchema } from './console-audit';
import { consoleOverviewSchema } from './console-overview';
import { consoleSessionSchema } from './console-session';

describe('console answers', () => {
  it('keeps the actions this console knows and ignores newer ones', () => {
    const session = consoleSessionSchema.parse({
      user: { id: 'u1', displayName: 'Olga', email: 'o@x.pt', role: 'operator' },
      actions: ['overview.read', 'marketplace.rebuild', 'audit.export'],
    });
    expect(session.actions).toEqual(['overview.read', 'audit.export']);
  });

  it('refuses a session of a member: the console only opens for staff', () => {
    const parsed = consoleSessionSchema.safeParse({
      user: { id: 'u1', displayName: 'M', email: '', role: 'user' },
      actions: [],
    });
    expect(parsed.success).toBe(false);
  });

  it('reads the overview of a moderator, who has no subscription figures', () => {
    const overview = consoleOverviewSchema.parse({
      members: { total: 3, newThisWeek: 1, suspended: 0 },
      listings: { active: 2, suspended: 1 },
      bookingsThisWeek: { pending: 1, negotiating: 0, approved: 0, rejected: 0, cancelled: 2, completed: 0 },
      lateCancellationsThisMonth: 1,
      openReports: 0,
      subscriptions: null,
    });
    expect(overview.subscriptions).toBeNull();
  });

  it('refuses negative or missing figures', () => {
    expect(consoleOverviewSchema.safeParse({ members: { total: -1 } }).success).toBe(false);
  });

  it('keeps an audit action it has no label for', () => {
    const entry = consoleAuditEntrySchema.parse({
      id: 'a1',
      action: 'notice.decide',
      category: 'moderation',
      before: null,
      after: { status: 'suspended' },
      created: '2026-11-25 08:00:00.000Z',
    });
    expect(entry.action).toBe('notice.decide');
    expect(entry.reason).toBe('');
  });
});
