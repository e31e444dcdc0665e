import { describe, expect, it } from 'vitest';
import { distributionRows } from './review-distribution';

describe('distributionRows', () => {
  it('lists 5 stars down to 1 with each share of the reviews', () => {
    expect(distributionRows({ '1': 2, '2': 4, '3': 7, '4': 12, '5': 20 })).toEqual([
      { stars: 5, count: 20, percent: 44 },
      { stars: 4, count: 12, percent: 27 },
      { stars: 3, count: 7, percent: 16 },
      { stars: 2, count: 4, percent: 9 },
      { stars: 1, count: 2, percent: 4 },
    ]);
  });

  it('gives empty bars, not a division by zero, without reviews', () => {
    expect(distributionRows({ '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }).map((row) => row.percent)).toEqual([
      0, 0, 0, 0, 0,
    ]);
  });

  it('reads a missing or negative count as none', () => {
    const rows = distributionRows({ '1': -3, '2': 0, '3': 0, '4': 0, '5': 1 } as never);
    expect(rows[0]).toEqual({ stars: 5, count: 1, percent: 100 });
    expect(rows[4]).toEqual({ stars: 1, count: 0, percent: 0 });
  });
});
