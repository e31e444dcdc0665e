import { REVIEW_CATEGORIES, REVIEW_MESSAGES, reviewFormSchema, type ReviewType } from '@partilha/domain';
import { unknownCategoryMessage } from './review-route-messages';

/** What a reviewer writes: the parts of a review the server takes from the request. */
export interface ReviewContent {
  overallRating: number;
  title: string;
  content: string;
  categoryRatings: Record<string, number>;
}

export const REVIEW_CONTENT_FIELDS = ['overallRating', 'title', 'content', 'categoryRatings'] as const;
type ContentField = (typeof REVIEW_CONTENT_FIELDS)[number];

export type ReviewContentCheck =
  { ok: true; content: ReviewContent } | { ok: false; field: ContentField; code: string; message: string };

/** A field's own text when zod's is not one of the spec's (a wrong type, say). */
const FALLBACK_MESSAGE: Record<ContentField, string> = {
  overallRating: REVIEW_MESSAGES.overallRatingRequired,
  title: REVIEW_MESSAGES.titleRequired,
  content: REVIEW_MESSAGES.contentMin,
  categoryRatings: REVIEW_MESSAGES.categoryRatingRange,
};

/** PocketBase-style codes, so form code can tell the refusals apart without reading the text. */
const CODE_OF_MESSAGE: Record<string, string> = {
  [REVIEW_MESSAGES.overallRatingRequired]: 'validation_invalid_rating',
  [REVIEW_MESSAGES.titleRequired]: 'validation_required',
  [REVIEW_MESSAGES.titleMax]: 'validation_max_text_constraint',
  [REVIEW_MESSAGES.contentMin]: 'validation_min_text_constraint',
  [REVIEW_MESSAGES.contentMax]: 'validation_max_text_constraint',
  [REVIEW_MESSAGES.categoryRatingRange]: 'validation_invalid_rating',
};

const SPEC_MESSAGES = new Set<string>(Object.keys(CODE_OF_MESSAGE));

function isContentField(value: unknown): value is ContentField {
  return (REVIEW_CONTENT_FIELDS as readonly unknown[]).includes(value);
}

function refusal(field: ContentField, message: string): ReviewContentCheck {
  return { ok: false, field, code: CODE_OF_MESSAGE[message] ?? 'validation_invalid_value', message };
}

/**
 * The review form's rules (spec 001 §5) applied by the server with the form's own schema:
 * overall rating an integer 1-5, title required (≤ 120), content 10-500 characters once trimmed,
 * category ratings 0-5 — and only the categories the review type asks for (spec 001 §3), so a
 * renter review cannot carry "cleanliness". A missing category list is none. Title and content
 * come back trimmed; the first failing field is reported, in the form's order.
 */
export function checkReviewContent(reviewType: ReviewType, input: { [field: string]: unknown }): ReviewContentCheck {
  const parsed = reviewFormSchema.safeParse({
    overallRating: input.overallRating,
    title: input.title,
    content: input.content,
    categoryRatings: input.categoryRatings ?? undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = isContentField(issue?.path[0]) ? issue.path[0] : 'overallRating';
    const message = issue && SPEC_MESSAGES.has(issue.message) ? issue.message : FALLBACK_MESSAGE[field];
    return refusal(field, message);
  }
  const allowed = REVIEW_CATEGORIES[reviewType];
  const unknown = Object.keys(parsed.data.categoryRatings).find((category) => !allowed.includes(category));
  if (unknown !== undefined) {
    return {
      ok: false,
      field: 'categoryRatings',
      code: 'validation_unknown_category',
      message: unknownCategoryMessage(reviewType),
    };
  }
  return { ok: true, content: parsed.data };
}
