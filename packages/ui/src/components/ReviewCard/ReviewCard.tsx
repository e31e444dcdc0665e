import { Tag } from '@blueprintjs/core';
import {
  REVIEW_BLIND_MESSAGES,
  formatDate,
  formatRelativeTime,
  parseTimestamp,
  reviewerDisplayName,
  type Review,
} from '@partilha/domain';
import { useId, type ReactNode } from 'react';
import { cls } from '../../classes';
import { RatingStars } from '../RatingStars';
import { UserAvatar } from '../UserAvatar';
import { REVIEW_CARD_TEXTS } from './review-card-texts';
import { ReviewActions } from './ReviewActions';
import { ReviewCategoryRatings } from './ReviewCategoryRatings';
import { ReviewContent } from './ReviewContent';
import { ReviewPhotos, type ReviewPhoto } from './ReviewPhotos';

/** What a card shows of a review: the domain's fields, with the reviewer's profile and photo URLs resolved. */
export interface ReviewCardReview extends Pick<
  Review,
  | 'id'
  | 'reviewer'
  | 'reviewType'
  | 'overallRating'
  | 'categoryRatings'
  | 'title'
  | 'content'
  | 'isVerified'
  | 'helpfulCount'
  | 'created'
> {
  /** The reviewer's display name; unknown shows "User" and the first 8 characters of their id. */
  reviewerName?: string | null;
  reviewerAvatarUrl?: string | null;
  photos?: readonly ReviewPhoto[];
  /** The reviewed person's public reply ('' or absent for none), and their name. */
  reply?: string;
  replyAuthorName?: string | null;
}

export interface ReviewCardProps {
  review: ReviewCardReview;
  /** The clock for "3d ago" (ui has no clock); without it the date shows ("Jan 5, 2026"). */
  now?: Date;
  /** The signed-in user wrote it: Helpful and Report are disabled, Edit and Delete offered. */
  isOwn?: boolean;
  /** The signed-in user already marked it helpful (one vote per user). */
  hasVoted?: boolean;
  /** The signed-in user already reported it (one report per user). */
  hasReported?: boolean;
  /** A helpful vote is on its way. */
  votePending?: boolean;
  /** A report is on its way. */
  reportPending?: boolean;
  /** Marks it helpful; leave it out for a signed-out visitor to show the count alone. */
  onHelpful?: (reviewId: string) => void;
  /** Asks to report it: the app opens its report (notice) form. */
  onReport?: (reviewId: string) => void;
  onEdit?: (reviewId: string) => void;
  onDelete?: (reviewId: string) => void;
  /** Level of the title heading within the page. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  /** Under the review and its reply: what the app offers there (the reviewed person's reply form). */
  footer?: ReactNode;
  className?: string;
}

/**
 * One review (spec 001 §2-§5, spec 000 §2 review list): the reviewer, overall stars, verified mark,
 * date, title, category ratings, the text with "Read more" past 200 characters, up to three photos
 * and "+N", and the helpful count with Helpful and Report.
 */
export function ReviewCard({
  review,
  now,
  isOwn = false,
  hasVoted = false,
  hasReported = false,
  votePending = false,
  reportPending = false,
  onHelpful,
  onReport,
  onEdit,
  onDelete,
  headingLevel = 3,
  footer,
  className,
}: ReviewCardProps) {
  const ids = useId();
  const Heading = `h${headingLevel}` as const;
  const name = reviewerDisplayName(review.reviewer, review.reviewerName);
  const title = review.title.trim();
  const createdAt = parseTimestamp(review.created);
  const dateText = now ? formatRelativeTime(review.created, now) : formatDate(review.created);

  return (
    <article
      className={[cls('review-card'), className].filter(Boolean).join(' ')}
      aria-labelledby={title ? `${ids}-title` : `${ids}-name`}
    >
      <header className={cls('review-card-header')}>
        <UserAvatar name={name} imageUrl={review.reviewerAvatarUrl} size="sm" decorative />
        <div className={cls('review-card-byline')}>
          <span id={`${ids}-name`} className={cls('review-card-name')}>
            {name}
          </span>
          {createdAt && (
            <time className={cls('review-card-date')} dateTime={createdAt.toISOString()} title={formatDate(createdAt)}>
              {dateText}
            </time>
          )}
        </div>
        {review.isVerified && (
          <Tag minimal round intent="success" icon="tick-circle" className={cls('review-card-verified')}>
            {REVIEW_CARD_TEXTS.verified}
          </Tag>
        )}
      </header>
      <RatingStars rating={review.overallRating} reviewCount={1} showCount={false} />
      {title && (
        <Heading id={`${ids}-title`} className={cls('review-card-title')}>
          {title}
        </Heading>
      )}
      <ReviewCategoryRatings reviewType={review.reviewType} ratings={review.categoryRatings} />
      <ReviewContent content={review.content} />
      <ReviewPhotos photos={review.photos ?? []} reviewerName={name} />
      <ReviewActions
        helpfulCount={review.helpfulCount}
        isOwn={isOwn}
        hasVoted={hasVoted}
        hasReported={hasReported}
        votePending={votePending}
        reportPending={reportPending}
        title={title || name}
        onHelpful={onHelpful && (() => onHelpful(review.id))}
        onReport={onReport && (() => onReport(review.id))}
        onEdit={onEdit && (() => onEdit(review.id))}
        onDelete={onDelete && (() => onDelete(review.id))}
      />
      {review.reply && <ReviewReply reply={review.reply} authorName={review.replyAuthorName} />}
      {footer}
    </article>
  );
}

/** The reviewed person's reply, set apart under the review (issue 21). */
function ReviewReply({ reply, authorName }: { reply: string; authorName?: string | null }) {
  const by = authorName?.trim() || REVIEW_CARD_TEXTS.theReviewed;
  return (
    <section className={cls('review-card-reply')} aria-label={REVIEW_BLIND_MESSAGES.replyFrom(by)}>
      <p className={cls('review-card-reply-by')}>{REVIEW_BLIND_MESSAGES.replyFrom(by)}</p>
      <p className={cls('review-card-reply-text')}>{reply}</p>
    </section>
  );
}
