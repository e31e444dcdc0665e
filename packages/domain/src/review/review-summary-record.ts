import { z } from 'zod';
import { numberField, recordIdField, timestampField } from '../shared/record-fields';
import { REVIEW_TYPES } from './review';

/** A compact review as kept in a summary's recentReviews. */
export const compactReviewSchema = z.object({
  id: z.string(),
  reviewer: z.string().default(''),
  overallRating: z.number(),
  title: z.string().default(''),
  content: z.string().default(''),
  created: z.string().default(''),
});
export type CompactReview = z.infer<typeof compactReviewSchema>;

const count = z.number().default(0);

/** A `review_summaries` record, keyed "{reviewType}_{target}" (docs/data-model.md). */
export const reviewSummaryRecordSchema = z.object({
  id: recordIdField,
  key: z.string(),
  reviewType: z.enum(REVIEW_TYPES),
  target: z.string(),
  totalReviews: numberField,
  averageRating: numberField,
  ratingDistribution: z
    .object({ '1': count, '2': count, '3': count, '4': count, '5': count })
    .nullish()
    .transform((value) => value ?? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }),
  categoryAverages: z
    .record(z.string(), z.number())
    .nullish()
    .transform((value) => value ?? {}),
  recentReviews: z
    .array(compactReviewSchema)
    .nullish()
    .transform((value) => value ?? []),
  lastUpdated: timestampField,
});
export type ReviewSummaryRecord = z.infer<typeof reviewSummaryRecordSchema>;

/** The zeroed summary shown when none exists or it cannot be read (spec 001 §8). */
export function emptyReviewSummaryRecord(
  reviewType: (typeof REVIEW_TYPES)[number],
  target: string,
): Omit<ReviewSummaryRecord, 'id'> {
  return {
    key: `${reviewType}_${target}`,
    reviewType,
    target,
    totalReviews: 0,
    averageRating: 0,
    ratingDistribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    categoryAverages: {},
    recentReviews: [],
    lastUpdated: '',
  };
}
