/** Collections of reviews, and review records read as plain values. */
export const REVIEWS = 'reviews';
export const REVIEW_VOTES = 'review_votes';
export const REVIEW_REPORTS = 'review_reports';
export const REVIEW_SUMMARIES = 'review_summaries';

/** The fields of a review that decide which summary it counts in and what that summary says. */
export interface ReviewFields {
  id: string;
  reviewType: string;
  reviewer: string;
  reviewee: string;
  listing: string;
  status: string;
  isPublic: boolean;
  /** '' while the review is blind (only its author reads it). */
  publishedAt: string;
  overallRating: number;
  categoryRatings: Record<string, number>;
  title: string;
  content: string;
  created: string;
}

/**
 * A JSON object field as a plain object of numbers. A JSON field reads back as its raw text;
 * anything but an object of numbers (a hand-edited record, say) reads as no ratings.
 */
export function ratingsOf(raw: string): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const ratings: Record<string, number> = {};
  for (const [category, value] of Object.entries(parsed as Record<string, unknown>)) {
    if (typeof value === 'number' && Number.isFinite(value)) ratings[category] = value;
  }
  return ratings;
}

export function reviewFieldsOf(record: PbRecord): ReviewFields {
  return {
    id: record.id,
    reviewType: record.getString('reviewType'),
    reviewer: record.getString('reviewer'),
    reviewee: record.getString('reviewee'),
    listing: record.getString('listing'),
    status: record.getString('status'),
    isPublic: record.getBool('isPublic'),
    publishedAt: record.getString('publishedAt'),
    overallRating: record.getFloat('overallRating'),
    categoryRatings: ratingsOf(record.getString('categoryRatings')),
    title: record.getString('title'),
    content: record.getString('content'),
    created: record.getString('created'),
  };
}
