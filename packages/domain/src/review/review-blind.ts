import { localized } from '../i18n/catalogue';
import { formatDate } from '../time/format-date';
import { parseTimestamp } from '../time/parse-timestamp';

/**
 * Blind two-sided reviews (issue 21; docs/adr/0024-blind-reviews.md): a review stays with its
 * author until both parties of the booking have reviewed, or until REVIEW_BLIND_DAYS after the
 * booking was completed; only then do the other party and the public read it, and only then does
 * it count in summaries and ratings. The reviewed person may answer a published review once, and
 * change that reply for REVIEW_REPLY_EDIT_HOURS.
 */
export const REVIEW_BLIND_DAYS = 14;
export const REVIEW_REPLY_MAX = 500;
export const REVIEW_REPLY_EDIT_HOURS = 48;

const MS_PER_HOUR = 3_600_000;

/** When the reviews of a booking completed at `completedAt` are published at the latest. */
export function reviewsPublishBy(completedAt: Date): Date {
  return new Date(completedAt.getTime() + REVIEW_BLIND_DAYS * 24 * MS_PER_HOUR);
}

/**
 * Whether a booking's reviews are due to be published: both parties have written one (whatever
 * its type), or the blind period since completion is over. A booking only one side may review
 * (the owner's review of a late cancellation) has nothing to wait for.
 */
export function reviewsArePublishable(
  parties: { owner: string; renter: string },
  reviewers: readonly string[],
  completedAt: Date | null,
  now: Date,
  oneSided = false,
): boolean {
  if (oneSided) return true;
  if (reviewers.includes(parties.owner) && reviewers.includes(parties.renter)) return true;
  return completedAt !== null && now.getTime() >= reviewsPublishBy(completedAt).getTime();
}

/** Until when a reply posted at `repliedAt` may be changed. */
export function replyEditableUntil(repliedAt: Date): Date {
  return new Date(repliedAt.getTime() + REVIEW_REPLY_EDIT_HOURS * MS_PER_HOUR);
}

export const REVIEW_BLIND_MESSAGES_EN = {
  replyRequired: 'Please write your reply',
  replyTooLong: `A reply cannot exceed ${REVIEW_REPLY_MAX} characters`,
  onlyReviewee: 'Only the person reviewed can reply to this review',
  replyClosed: `A reply can only be changed within ${REVIEW_REPLY_EDIT_HOURS} hours of posting it`,
  reviewNotFound: 'Review not found',
  /** In the review dialog, before the review is sent. */
  publishedWhen: (otherParty: string, lastDay: string) =>
    `Your review stays hidden until ${otherParty} has reviewed too, or until ${lastDay} at the latest. Then both reviews are published together, so neither of you sees the other's first.`,
  publishedWhenNoDate: (otherParty: string) =>
    `Your review stays hidden until ${otherParty} has reviewed too, or for ${REVIEW_BLIND_DAYS} days at the most. Then both reviews are published together, so neither of you sees the other's first.`,
  /** On the author's own unpublished review. */
  notYetPublished: (lastDay: string) =>
    `Not published yet: visible to others once both have reviewed, or on ${lastDay}.`,
  inFourteenDays: `${REVIEW_BLIND_DAYS} days after the booking was completed`,
  theOwner: 'the owner',
  theRenter: 'the renter',
  // Replies, as shown under a review and in its form.
  replyFrom: (name: string) => `Reply from ${name}`,
  reply: 'Reply',
  editReply: 'Edit reply',
  yourReply: 'Your reply',
  replyHelp: (until: string) => `Public, under the review. You can change it until ${until}.`,
  replyHelpNew: `Public, under the review. You can change it for ${REVIEW_REPLY_EDIT_HOURS} hours after posting it.`,
  postReply: 'Post reply',
  saveReply: 'Save reply',
  cancel: 'Cancel',
  replyPosted: 'Your reply is published.',
  replyFailed: 'Your reply could not be saved. Please try again.',
} as const;

export const REVIEW_BLIND_MESSAGES = /* @__PURE__ */ localized('review.blind', REVIEW_BLIND_MESSAGES_EN);

/**
 * What the review dialog says of when the viewer's review will be published (a party of a
 * completed booking whose blind period is not over); null when it is published at once.
 */
export function reviewPublicationNote(
  role: 'owner' | 'renter',
  booking: { status: string; completedAt: string },
  now: Date,
): string | null {
  if (booking.status !== 'completed') return null;
  const other = role === 'owner' ? REVIEW_BLIND_MESSAGES.theRenter : REVIEW_BLIND_MESSAGES.theOwner;
  const completedAt = parseTimestamp(booking.completedAt);
  if (!completedAt) return REVIEW_BLIND_MESSAGES.publishedWhenNoDate(other);
  const publishBy = reviewsPublishBy(completedAt);
  if (now.getTime() >= publishBy.getTime()) return null;
  return REVIEW_BLIND_MESSAGES.publishedWhen(other, formatDate(publishBy));
}

/** What the author reads above their own review while it is not published; null once it is. */
export function unpublishedReviewNote(
  review: { publishedAt: string },
  booking: { completedAt: string },
): string | null {
  if (review.publishedAt) return null;
  const completedAt = parseTimestamp(booking.completedAt);
  return REVIEW_BLIND_MESSAGES.notYetPublished(
    completedAt ? formatDate(reviewsPublishBy(completedAt)) : REVIEW_BLIND_MESSAGES.inFourteenDays,
  );
}

/** The trimmed reply, or the message refusing it. */
export function checkReviewReply(value: unknown): { ok: true; reply: string } | { ok: false; message: string } {
  const reply = typeof value === 'string' ? value.trim() : '';
  if (!reply) return { ok: false, message: REVIEW_BLIND_MESSAGES.replyRequired };
  if (reply.length > REVIEW_REPLY_MAX) return { ok: false, message: REVIEW_BLIND_MESSAGES.replyTooLong };
  return { ok: true, reply };
}
