import { consoleCan } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { memberActionsFor } from './member-actions';

const member = { verifiedProvider: false, suspended: false };

describe('memberActionsFor', () => {
  it('offers operators verification, suspension and role changes', () => {
    expect(memberActionsFor(member, (a) => consoleCan('operator', a)).map((a) => a.label)).toEqual([
      'Verify provider',
      'Suspend account',
      'Change role',
    ]);
  });

  it('offers moderators only suspension', () => {
    expect(memberActionsFor(member, (a) => consoleCan('moderator', a)).map((a) => a.kind)).toEqual(['suspend']);
  });

  it('offers the way back for a verified, suspended member', () => {
    const kinds = memberActionsFor({ verifiedProvider: true, suspended: true }, (a) => consoleCan('operator', a)).map(
      (a) => a.kind,
    );
    expect(kinds).toEqual(['unverify', 'reinstate', 'role']);
  });
});
