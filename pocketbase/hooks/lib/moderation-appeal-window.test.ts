import { MODERATION_MESSAGES, appealDeadline } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { appealRefusal } from './moderation-appeal-window';

/** A decision record as the hooks read it: text fields through getString, dates as PocketBase stores them. */
function decision(fields: Record<string, string>): PbRecord {
  const values: Record<string, string> = { status: 'committed', type: 'suspend_listing', ...fields };
  return { getString: (name: string) => values[name] ?? '' } as unknown as PbRecord;
}

const stored = (instant: Date) => instant.toISOString().replace('T', ' ');
const COMMITTED = new Date('2026-03-31T10:00:00.000Z');
const DEADLINE = appealDeadline(COMMITTED);
const inForce = decision({ committedAt: stored(COMMITTED), appealDeadline: stored(DEADLINE) });
const later = (ms: number) => new Date(DEADLINE.getTime() + ms);

describe('appealRefusal', () => {
  it('lets the member appeal a restriction in force up to its deadline, to the millisecond', () => {
    expect(DEADLINE.toISOString()).toBe('2026-09-30T10:00:00.000Z');
    expect(appealRefusal(inForce, null, COMMITTED)).toBeNull();
    expect(appealRefusal(inForce, null, later(0))).toBeNull();
    expect(appealRefusal(inForce, null, later(1))).toBe(MODERATION_MESSAGES.appealWindowOver);
  });

  it('closes at the stored deadline when it is earlier than six months', () => {
    const shortened = decision({ committedAt: stored(COMMITTED), appealDeadline: '2026-04-01 00:00:00.000Z' });
    expect(appealRefusal(shortened, null, new Date('2026-03-31T23:59:59.000Z'))).toBeNull();
    expect(appealRefusal(shortened, null, new Date('2026-04-01T00:00:01.000Z'))).toBe(
      MODERATION_MESSAGES.appealWindowOver,
    );
  });

  it('keeps the six months even if the stored deadline says later', () => {
    const lenient = decision({ committedAt: stored(COMMITTED), appealDeadline: '2027-12-31 00:00:00.000Z' });
    expect(appealRefusal(lenient, null, later(1))).toBe(MODERATION_MESSAGES.appealWindowOver);
  });

  it('refuses a second appeal before anything else', () => {
    const appeal = {} as PbRecord;
    expect(appealRefusal(inForce, appeal, COMMITTED)).toBe(MODERATION_MESSAGES.appealAlreadyOpen);
    expect(appealRefusal(decision({ status: 'reversed' }), appeal, COMMITTED)).toBe(
      MODERATION_MESSAGES.appealAlreadyOpen,
    );
  });

  it('refuses "no action" and a decision that is not in force', () => {
    const cases: Record<string, string>[] = [
      { type: 'no_action' },
      { status: 'pending' },
      { status: 'undone' },
      { status: 'reversed' },
    ];
    for (const fields of cases) {
      const record = decision({ committedAt: stored(COMMITTED), appealDeadline: stored(DEADLINE), ...fields });
      expect(appealRefusal(record, null, COMMITTED)).toBe(MODERATION_MESSAGES.appealNotAppealable);
    }
  });

  it('treats a decision without a commit time as past its window', () => {
    expect(appealRefusal(decision({}), null, COMMITTED)).toBe(MODERATION_MESSAGES.appealWindowOver);
  });
});
