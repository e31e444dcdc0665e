import { isReviewType } from '@partilha/domain';
import { fieldRefusal } from './api-errors';
import { checkReviewContent, REVIEW_CONTENT_FIELDS } from './review-content';

/**
 * An edit of a review through the collection API (`PATCH /api/collections/reviews/records/{id}`;
 * the rules let only the author change the content and only operators the status). When the
 * request touches the content, the review as it would be saved must pass the form's rules, with
 * the spec's messages, before PocketBase's own checks; title and content are stored trimmed.
 * A status-only change (an operator hiding a review) is not re-checked.
 */
export function prepareReviewEdit(record: PbRecord, body: { [key: string]: unknown }): void {
  if (!REVIEW_CONTENT_FIELDS.some((field) => field in body)) return;
  const reviewType = record.getString('reviewType');
  if (!isReviewType(reviewType)) return;
  const check = checkReviewContent(reviewType, {
    // The record holds the request's values as PocketBase will store them (numbers cast, JSON parsed).
    overallRating: record.getFloat('overallRating'),
    title: record.getString('title'),
    content: record.getString('content'),
    categoryRatings: storedJson(record.getString('categoryRatings')),
  });
  if (!check.ok) throw fieldRefusal(check.field, check.code, check.message);
  record.set('title', check.content.title);
  record.set('content', check.content.content);
}

/**
 * The category ratings as they would be stored: a JSON field's raw text parsed, so that a list,
 * a text or an object with a text value reaches the form's rules as it is; none when empty.
 */
function storedJson(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) ?? undefined;
  } catch {
    return raw;
  }
}
