import { describe, expect, it } from 'vitest';
import { prettyJson, readAuditFilters, visibleAuditActions } from './audit-filters';

describe('audit filters', () => {
  it('offers moderators only the moderation actions', () => {
    const actions = visibleAuditActions(false);
    expect(actions).toContain('member.suspend');
    expect(actions).not.toContain('member.role');
    expect(visibleAuditActions(true)).toContain('member.role');
  });

  it('drops an unknown action and a bad date', () => {
    expect(readAuditFilters({ action: 'drop.tables', from: 'yesterday', q: 'spam' })).toMatchObject({
      action: '',
      from: '',
      q: 'spam',
    });
  });

  it('prints before/after as indented JSON, JSON text included', () => {
    expect(prettyJson({ role: 'moderator' })).toBe('{\n  "role": "moderator"\n}');
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson(null)).toBe('—');
  });
});
