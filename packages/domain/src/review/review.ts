import { z } from 'zod';
import {
  boolField,
  numberField,
  optionalRelationField,
  recordIdField,
  selectWithDefaultField,
  stringListField,
  textField,
  timestampField,
} from '../shared/record-fields';

/** The renter reviews the owner, the owner the renter; a listing review also exists (spec 001 §4). */
export const REVIEW_TYPES = ['listing', 'owner', 'renter'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];

export const REVIEW_TYPE_LABELS: Readonly<Record<ReviewType, string>> = {
  listing: 'Listing',
  owner: 'Owner',
  renter: 'Renter',
};

export const REVIEW_STATUSES = ['active', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export function isReviewType(value: unknown): value is ReviewType {
  return typeof value === 'string' && (REVIEW_TYPES as readonly string[]).includes(value);
}

/** Limits of a review (spec 001 §5, §9; docs/data-model.md). */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  categoryRatingMin: 0,
  categoryRatingMax: 5,
  titleMax: 120,
  contentMin: 10,
  contentMax: 500,
  photosMax: 10,
  /** A report's reason (review_reports.reason); the spec shows no report form, so no limit of its own. */
  reportReasonMax: 500,
} as const;

/** A `reviews` record; reviewer and reviewee are user ids, photos are file names. */
export const reviewSchema = z.object({
  id: recordIdField,
  booking: z.string(),
  listing: optionalRelationField,
  reviewer: z.string(),
  reviewee: z.string(),
  reviewType: z.enum(REVIEW_TYPES),
  overallRating: z.number(),
  categoryRatings: z
    .record(z.string(), z.number())
    .nullish()
    .transform((value) => value ?? {}),
  title: textField,
  content: textField,
  photos: stringListField,
  status: selectWithDefaultField(REVIEW_STATUSES, 'active'),
  isPublic: z.boolean().default(true),
  isVerified: boolField,
  helpfulCount: numberField,
  reportCount: numberField,
  /** When others could first read it ('' while only its author can: blind reviews). */
  publishedAt: timestampField,
  /** The reviewed person's public reply ('' for none) and when it was first posted. */
  reply: textField,
  repliedAt: timestampField,
  created: timestampField,
  updated: timestampField,
});
export type Review = z.infer<typeof reviewSchema>;

/** One helpful vote of a user on a review. */
export const reviewVoteSchema = z.object({
  id: recordIdField,
  review: z.string(),
  user: z.string(),
  created: timestampField,
});
export type ReviewVote = z.infer<typeof reviewVoteSchema>;

/** One report of a user on a review. */
export const reviewReportSchema = z.object({
  id: recordIdField,
  review: z.string(),
  user: z.string(),
  reason: z.string(),
  created: timestampField,
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;
