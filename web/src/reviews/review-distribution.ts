import type { RatingDistribution } from '@partilha/domain';

/** One bar of a profile's rating breakdown: how many reviews gave this many stars, and their share. */
export interface DistributionRow {
  stars: 5 | 4 | 3 | 2 | 1;
  count: number;
  /** Share of all reviews in whole percent, 0 when there are none (a bar's width). */
  percent: number;
}

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/**
 * The bars from 5 stars down to 1. The share is of the counts themselves, so the bars always add
 * up even if the stored total and the distribution were read a moment apart.
 */
export function distributionRows(distribution: RatingDistribution): DistributionRow[] {
  const counts = STARS_DOWN.map((stars) =>
    Math.max(0, Math.floor(distribution[String(stars) as keyof RatingDistribution] || 0)),
  );
  const total = counts.reduce((sum, count) => sum + count, 0);
  return STARS_DOWN.map((stars, index) => {
    const count = counts[index] ?? 0;
    return { stars, count, percent: total === 0 ? 0 : Math.round((count / total) * 100) };
  });
}
