import { describe, expect, it } from 'vitest';
import { transparencyFileName, transparencyFileNameFrom, transparencySummarySchema } from './console-transparency';

describe('transparency exports', () => {
  it('names both files after the Lisbon day', () => {
    // 23:30 UTC on 31 Jul is already 1 Aug in Lisbon (summer time).
    const now = new Date('2026-07-31T23:30:00Z');
    expect(transparencyFileName('csv', now)).toBe('partilha-transparency-2026-08-01.csv');
    expect(transparencyFileName('json', now)).toBe('partilha-transparency-2026-08-01.json');
  });

  it("takes the server's name only when it is this export's, in the asked format", () => {
    const json = 'attachment; filename="partilha-transparency-2026-11-25.json"';
    expect(transparencyFileNameFrom(json, 'json')).toBe('partilha-transparency-2026-11-25.json');
    expect(transparencyFileNameFrom(json, 'csv')).toBeNull();
    expect(
      transparencyFileNameFrom('attachment; filename="../partilha-transparency-2026-11-25.json"', 'json'),
    ).toBeNull();
    expect(transparencyFileNameFrom('attachment; filename="partilha-bookings-2026-11-25.csv"', 'csv')).toBeNull();
    expect(transparencyFileNameFrom(null, 'csv')).toBeNull();
  });

  it('reads the figures the server sends, a period without decisions included', () => {
    const summary = {
      from: '2026-11-01',
      to: '2026-11-30',
      notices: { total: 0, byReason: { spam: 0 }, byKind: {}, byOutcome: {} },
      decisions: { total: 0, byType: {}, byGround: { none: 0 }, bySource: {}, undone: 0 },
      medianHoursToDecision: null,
      appeals: { total: 0, open: 0, granted: 0, rejected: 0, reversed: 0 },
    };
    expect(transparencySummarySchema.parse(summary)).toEqual(summary);
    expect(transparencySummarySchema.safeParse({ ...summary, medianHoursToDecision: -1 }).success).toBe(false);
  });
});
