import { z } from 'zod';
import { REVIEW_LIMITS } from './review';
import { REVIEW_MESSAGES as M } from './review-messages';

/**
 * The review form (spec 001 §5): overall rating 1-5 (a missing or zero rating asks for one),
 * title, content of 10 to 500 characters, category ratings 0-5 where 0 means "not rated".
 */
export const reviewFormSchema = z.object({
  overallRating: z
    .number({ error: M.overallRatingRequired })
    .int(M.overallRatingRequired)
    .min(REVIEW_LIMITS.ratingMin, M.overallRatingRequired)
    .max(REVIEW_LIMITS.ratingMax, M.overallRatingRequired),
  title: z.string().trim().min(1, M.titleRequired).max(REVIEW_LIMITS.titleMax, M.titleMax),
  content: z.string().trim().min(REVIEW_LIMITS.contentMin, M.contentMin).max(REVIEW_LIMITS.contentMax, M.contentMax),
  categoryRatings: z
    .record(
      z.string(),
      z
        .number()
        .min(REVIEW_LIMITS.categoryRatingMin, M.categoryRatingRange)
        .max(REVIEW_LIMITS.categoryRatingMax, M.categoryRatingRange),
    )
    .default({}),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** The counter under the content field: "123/500". */
export function reviewContentCounter(content: string): string {
  return `${content.length}/${REVIEW_LIMITS.contentMax}`;
}
