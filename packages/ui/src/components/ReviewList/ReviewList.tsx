import { Button, HTMLSelect, Icon } from '@blueprintjs/core';
import {
  beTheFirstMessage,
  isReviewSort,
  REVIEW_LIST_TEXTS,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZE,
  REVIEW_SORT_OPTIONS,
  type ReviewSort,
  type ReviewType,
} from '@partilha/domain';
import { useId, type ReactNode } from 'react';
import { cls } from '../../classes';
import { ReviewCard, type ReviewCardReview } from '../ReviewCard';
import { ReviewCardSkeleton } from './ReviewCardSkeleton';

/** Where the list stands: first load, shown, loading a further page, or the last load failed. */
export type ReviewListState = 'loading' | 'ready' | 'loading-more' | 'error';

const NONE: readonly string[] = [];

export interface ReviewListProps {
  /** The reviews loaded so far, in the order of `sort` (the server sorts). */
  reviews: readonly ReviewCardReview[];
  /** What the app shows under a review (the reviewed person's reply form); nothing by default. */
  renderFooter?: (review: ReviewCardReview) => ReactNode;
  /** Whose reviews these are: "Be the first to leave a review for this owner!". */
  reviewType: ReviewType;
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  /** More reviews exist after the last one shown: "Load More" shows. */
  hasMore: boolean;
  /** Asks for the next page of `pageSize` reviews after the ones shown. */
  onLoadMore: (pageSize: number) => void;
  /** Reviews per page: 10 by default, `PROFILE_REVIEW_PAGE_SIZE` (20) on a public profile. */
  pageSize?: number;
  /** Defaults to `ready`. */
  state?: ReviewListState;
  /** "Try Again" after "Failed to load reviews". */
  onRetry: () => void;
  /** The clock for "3d ago" on each card; without it the dates show. */
  now?: Date;
  /** The signed-in user: their own reviews get Edit and Delete instead of Helpful and Report. */
  viewerId?: string | null;
  /** Reviews the signed-in user already marked helpful. */
  votedReviewIds?: readonly string[];
  /** Reviews the signed-in user already reported. */
  reportedReviewIds?: readonly string[];
  /** Reviews whose helpful vote is on its way. */
  pendingVoteIds?: readonly string[];
  /** Reviews whose report is on its way. */
  pendingReportIds?: readonly string[];
  /** Leave out for a signed-out visitor: the cards then show only the helpful counts. */
  onHelpful?: (reviewId: string) => void;
  onReport?: (reviewId: string) => void;
  onEdit?: (reviewId: string) => void;
  onDelete?: (reviewId: string) => void;
  /** Accessible name of the list. Defaults to "Reviews". */
  label?: string;
  /** Level of each review's title heading. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A list of reviews (spec 000 §2 review list, spec 001 §8): the five sort options, the cards, "Load
 * More", and the spec's empty and error texts. It is controlled: the page loads the reviews for the
 * chosen sort and page size and passes them with the state of its loading.
 */
export function ReviewList(props: ReviewListProps) {
  const { reviews, reviewType, sort, hasMore, pageSize = REVIEW_PAGE_SIZE, state = 'ready', viewerId } = props;
  const ids = useId();
  const voted = props.votedReviewIds ?? NONE;
  const reported = props.reportedReviewIds ?? NONE;
  const pendingVotes = props.pendingVoteIds ?? NONE;
  const pendingReports = props.pendingReportIds ?? NONE;
  const firstLoad = state === 'loading';
  const rootClass = [cls('review-list'), props.className].filter(Boolean).join(' ');

  if (state === 'error' && reviews.length === 0) {
    return (
      <div className={rootClass}>
        <LoadError onRetry={props.onRetry} />
      </div>
    );
  }

  if (state === 'ready' && reviews.length === 0) {
    return (
      <div className={rootClass}>
        <div className={cls('review-list-message')}>
          <Icon icon="comment" size={32} className={cls('review-list-message-icon')} aria-hidden />
          <p className={cls('review-list-message-title')}>{REVIEW_MESSAGES.empty}</p>
          <p>{beTheFirstMessage(reviewType)}</p>
        </div>
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <div className={cls('review-list-toolbar')}>
        <label htmlFor={`${ids}-sort`} className={cls('review-list-sort-label')}>
          {REVIEW_LIST_TEXTS.sortBy}
        </label>
        <HTMLSelect
          id={`${ids}-sort`}
          value={sort}
          iconName="caret-down"
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isReviewSort(next)) props.onSortChange(next);
          }}
        >
          {REVIEW_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </HTMLSelect>
      </div>
      <p role="status" className={firstLoad ? cls('review-list-status') : cls('review-list-sr-only')}>
        {firstLoad || state === 'loading-more' ? REVIEW_LIST_TEXTS.loading : ''}
      </p>
      {firstLoad ? (
        <ul className={cls('review-list-items')} aria-hidden="true">
          {Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
            <li key={index}>
              <ReviewCardSkeleton />
            </li>
          ))}
        </ul>
      ) : (
        <ul className={cls('review-list-items')} aria-label={props.label ?? REVIEW_LIST_TEXTS.label}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard
                review={review}
                now={props.now}
                isOwn={!!viewerId && review.reviewer === viewerId}
                hasVoted={voted.includes(review.id)}
                hasReported={reported.includes(review.id)}
                votePending={pendingVotes.includes(review.id)}
                reportPending={pendingReports.includes(review.id)}
                onHelpful={props.onHelpful}
                onReport={props.onReport}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
                headingLevel={props.headingLevel}
                footer={props.renderFooter?.(review)}
              />
            </li>
          ))}
        </ul>
      )}
      {state === 'error' && <LoadError onRetry={props.onRetry} />}
      {hasMore && !firstLoad && state !== 'error' && (
        <div className={cls('review-list-footer')}>
          <Button
            text={REVIEW_MESSAGES.loadMore}
            loading={state === 'loading-more'}
            disabled={state === 'loading-more'}
            onClick={() => props.onLoadMore(pageSize)}
          />
        </div>
      )}
    </div>
  );
}

/** "Failed to load reviews" with "Try Again" (spec 000 §8). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={cls('review-list-message')} role="alert">
      <Icon icon="error" size={32} intent="danger" className={cls('review-list-message-icon')} aria-hidden />
      <p className={cls('review-list-message-title')}>{REVIEW_MESSAGES.loadFailed}</p>
      <Button icon="refresh" text={REVIEW_MESSAGES.tryAgain} onClick={onRetry} />
    </div>
  );
}
