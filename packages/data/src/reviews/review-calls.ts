import {
  emptyReviewSummaryRecord,
  REVIEW_PAGE_SIZE,
  REVIEW_SORT_FIELDS,
  reviewSchema,
  reviewSummaryKey,
  reviewSummaryRecordSchema,
  userSchema,
  type Review,
  type ReviewForm,
  type ReviewSort,
  type ReviewSummaryRecord,
  type ReviewType,
  type User,
  type NoticeInput,
} from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { recordParser } from '../collections/record-parser';
import { submitNotice, type NoticeReceipt } from '../moderation/notice-calls';

const parseReview = recordParser('reviews', reviewSchema);
const parseSummary = recordParser('review_summaries', reviewSummaryRecordSchema);

/** A review with its author's public profile (null when it cannot be read: "User" + id is shown). */
export interface ReviewWithReviewer {
  review: Review;
  reviewer: User | null;
  /** The reviewed person's public profile, when read with it (their name heads a reply). */
  reviewee?: User | null;
}

function expandedUser(record: unknown, field: 'reviewer' | 'reviewee'): User | null {
  const expanded = (record as { expand?: Record<string, unknown> } | null)?.expand?.[field];
  const user = expanded ? userSchema.safeParse(expanded) : null;
  return user?.success ? user.data : null;
}

function withReviewer(record: unknown): ReviewWithReviewer {
  return {
    review: parseReview(record),
    reviewer: expandedUser(record, 'reviewer'),
    reviewee: expandedUser(record, 'reviewee'),
  };
}

/**
 * `POST /api/market/reviews/{id}/reply`: the reviewed person's one public reply under a published
 * review about them (at most 500 characters), changeable for 48 hours; answers the review.
 */
export async function replyToReview(client: PocketBase, reviewId: string, reply: string): Promise<Review> {
  return parseReview(
    await client.send(`/api/market/reviews/${encodeURIComponent(reviewId)}/reply`, { method: 'POST', body: { reply } }),
  );
}

/** `POST /api/market/reviews`: the server checks eligibility, derives the reviewee and updates the summary. */
export async function createReview(
  client: PocketBase,
  input: ReviewForm & { bookingId: string; reviewType: ReviewType },
): Promise<Review> {
  return parseReview(await client.send('/api/market/reviews', { method: 'POST', body: input }));
}

/** Whether the signed-in member may review the booking as `reviewType`, and why not. */
export async function fetchReviewEligibility(
  client: PocketBase,
  bookingId: string,
  reviewType: ReviewType,
): Promise<{ canReview: boolean; reason: string | null }> {
  const body = await client.send<{ canReview?: unknown; reason?: unknown }>('/api/market/reviews/eligibility', {
    method: 'GET',
    query: { bookingId, reviewType },
  });
  return { canReview: body.canReview === true, reason: typeof body.reason === 'string' ? body.reason : null };
}

/** Which reviews a list shows: about a person in a role (owner, renter) or about a listing. */
export interface ReviewTarget {
  reviewType: ReviewType;
  /** The reviewee's user id, or the listing id for listing reviews. */
  targetId: string;
}

function targetFilter(client: PocketBase, { reviewType, targetId }: ReviewTarget): string {
  const field = reviewType === 'listing' ? 'listing' : 'reviewee';
  return client.filter(`reviewType = {:type} && ${field} = {:target} && status = "active" && isPublic = true`, {
    type: reviewType,
    target: targetId,
  });
}

/** One page of a target's public reviews in the chosen order, with their authors. */
export async function listReviews(
  client: PocketBase,
  target: ReviewTarget,
  options: { sort: ReviewSort; page?: number; perPage?: number },
): Promise<{ items: ReviewWithReviewer[]; hasMore: boolean }> {
  const perPage = options.perPage ?? REVIEW_PAGE_SIZE;
  const page = await client.collection('reviews').getList(options.page ?? 1, perPage, {
    filter: targetFilter(client, target),
    sort: `${REVIEW_SORT_FIELDS[options.sort]},-id`,
    expand: 'reviewer,reviewee',
  });
  return { items: page.items.map(withReviewer), hasMore: page.page < page.totalPages };
}

/**
 * The target's summary; when there is none yet, or it cannot be read, the zeroed summary
 * (spec 001 §8: a permission error returns a zeroed default).
 */
export async function getReviewSummary(client: PocketBase, target: ReviewTarget): Promise<ReviewSummaryRecord> {
  const key = reviewSummaryKey(target.reviewType, target.targetId);
  try {
    return parseSummary(
      await client.collection('review_summaries').getFirstListItem(client.filter('key = {:key}', { key })),
    );
  } catch (error) {
    if ((error as { status?: number }).status === 404 || (error as { status?: number }).status === 403) {
      return { id: '', ...emptyReviewSummaryRecord(target.reviewType, target.targetId) };
    }
    throw error;
  }
}

/** The member's own review of a booking in one role, or null (the prompt then offers the form). */
export async function findOwnReview(
  client: PocketBase,
  bookingId: string,
  reviewType: ReviewType,
): Promise<Review | null> {
  const reviewer = client.authStore.record?.id ?? '';
  const page = await client.collection('reviews').getList(1, 1, {
    filter: client.filter('booking = {:booking} && reviewType = {:type} && reviewer = {:reviewer}', {
      booking: bookingId,
      type: reviewType,
      reviewer,
    }),
    skipTotal: true,
  });
  return page.items[0] ? parseReview(page.items[0]) : null;
}

/** The author's edit; the server recomputes the summary in the same transaction. */
export async function updateReview(
  client: PocketBase,
  id: string,
  change: Partial<Pick<Review, 'overallRating' | 'title' | 'content' | 'categoryRatings'>>,
): Promise<Review> {
  return parseReview(await client.collection('reviews').update(id, change));
}

export async function deleteReview(client: PocketBase, id: string): Promise<void> {
  await client.collection('reviews').delete(id);
}

/** One helpful vote of the signed-in member (refused on their own review and the second time). */
export async function markReviewHelpful(client: PocketBase, reviewId: string): Promise<void> {
  await client.collection('review_votes').create({ review: reviewId, user: client.authStore.record?.id ?? '' });
}

/** What a notifier says about a review: everything of a notice but what it is about. */
export type ReviewNotice = Omit<NoticeInput, 'kind' | 'targetId'>;

/**
 * Reports a review: a notice of kind `review` (docs/moderation-api.md). For a member the server
 * also records their `review_reports` row in the same transaction, so the review's report count
 * and the "Reported" state read by `listOwnReviewActions` keep working; `review_reports` cannot be
 * created directly any more.
 */
export async function reportReview(client: PocketBase, reviewId: string, notice: ReviewNotice): Promise<NoticeReceipt> {
  return submitNotice(client, { ...notice, kind: 'review', targetId: reviewId });
}

/** Which of some reviews the signed-in member already marked helpful and already reported. */
export interface OwnReviewActions {
  voted: string[];
  reported: string[];
}

/**
 * The signed-in member's own helpful votes and reports among `reviewIds` (a shown page of
 * reviews), so the buttons say "done" after a reload too. Votes and reports are readable only by
 * their author (and operators), so this never reveals anyone else's.
 */
export async function listOwnReviewActions(
  client: PocketBase,
  reviewIds: readonly string[],
): Promise<OwnReviewActions> {
  const user = client.authStore.record?.id;
  if (!user || reviewIds.length === 0) return { voted: [], reported: [] };
  const params: Record<string, string> = { user };
  const anyOf = reviewIds.map((id, index) => {
    params[`r${index}`] = id;
    return `review = {:r${index}}`;
  });
  const filter = client.filter(`user = {:user} && (${anyOf.join(' || ')})`, params);
  const options = { filter, fields: 'review', batch: 200 };
  const [votes, reports] = await Promise.all([
    client.collection('review_votes').getFullList<{ review: string }>(options),
    client.collection('review_reports').getFullList<{ review: string }>(options),
  ]);
  return { voted: votes.map((vote) => vote.review), reported: reports.map((report) => report.review) };
}
