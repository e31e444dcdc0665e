import { REVIEW_MESSAGES } from './review-messages';

/** Review text longer than this is cut with "Read more" (spec 001 §9). */
export const READ_MORE_THRESHOLD = 200;
/** At most this many photos show, then "+N". */
export const REVIEW_PHOTOS_SHOWN = 3;
/** Characters of the reviewer id shown after "User" when the name is unknown. */
export const REVIEWER_ID_PREFIX_LENGTH = 8;

/** The text to show and whether "Read more" is needed. */
export function truncateReviewContent(content: string, expanded = false): { text: string; truncated: boolean } {
  const characters = Array.from(content);
  if (expanded || characters.length <= READ_MORE_THRESHOLD) return { text: content, truncated: false };
  return { text: `${characters.slice(0, READ_MORE_THRESHOLD).join('').replace(/\s+$/, '')}…`, truncated: true };
}

/** The first 3 photos and "+N" for the rest (null when none are hidden). */
export function visibleReviewPhotos<T>(photos: readonly T[]): {
  shown: T[];
  hiddenCount: number;
  moreLabel: string | null;
} {
  const shown = photos.slice(0, REVIEW_PHOTOS_SHOWN);
  const hiddenCount = Math.max(0, photos.length - REVIEW_PHOTOS_SHOWN);
  return { shown, hiddenCount, moreLabel: hiddenCount > 0 ? `+${hiddenCount}` : null };
}

/** The reviewer's name, or "User" and the first 8 characters of their id (spec 001 §2). */
export function reviewerDisplayName(reviewerId: string, displayName?: string | null): string {
  const name = displayName?.trim();
  return name ? name : REVIEW_MESSAGES.anonymousReviewer(reviewerId.slice(0, REVIEWER_ID_PREFIX_LENGTH));
}
