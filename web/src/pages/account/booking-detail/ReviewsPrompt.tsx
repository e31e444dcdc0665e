import { Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { avatarUrl, fileUrl, usePocketBase, type BookingWithParties, type PocketBase } from '@partilha/data';
import { REVIEW_MESSAGES, reviewTypeForRole, type Review, type User } from '@partilha/domain';
import { ReviewCard, type ReviewCardReview } from '@partilha/ui';
import { useId, useState } from 'react';
import { ReviewDialog } from './ReviewDialog';
import { reviewPromptNeedsLoad, reviewPromptView } from './review-prompt-view';
import { useReviewPrompt } from './use-review-prompt';
import './reviews-prompt.css';

export const WRITE_REVIEW = 'Write a Review';

interface ReviewsPromptProps {
  data: BookingWithParties;
  role: 'owner' | 'renter';
}

function cardReview(client: PocketBase, review: Review, reviewer: User | null): ReviewCardReview {
  const owner = { id: review.id, collectionId: '', collectionName: 'reviews' };
  return {
    ...review,
    reviewerName: reviewer?.displayName,
    reviewerAvatarUrl: avatarUrl(client, reviewer, '100x100') || null,
    photos: review.photos.map((name) => ({
      key: name,
      url: fileUrl(client, owner, name),
      thumbUrl: fileUrl(client, owner, name, '100x100'),
    })),
  };
}

/**
 * The reviews area above the booking's two columns (spec 001 §2, §4): the full-width prompt once
 * the booking is completed (or, for the owner, cancelled late), "Your Review" once written, and
 * "Booking In Progress" / "Booking Cancelled" while reviews are not open.
 */
export function ReviewsPrompt({ data, role }: ReviewsPromptProps) {
  const client = usePocketBase();
  const titleId = useId();
  const { booking } = data;
  const reviewType = reviewTypeForRole(role);
  const askKey = reviewPromptNeedsLoad(booking, role) ? `${booking.status}:${booking.isLateCancellation}` : null;
  const { load, retry, submitted } = useReviewPrompt(booking.id, reviewType, askKey);
  const [writing, setWriting] = useState(false);
  const [thanked, setThanked] = useState(false);
  const view = reviewPromptView(booking, role, load);
  const other = role === 'owner' ? data.renter : data.owner;
  const viewer = role === 'owner' ? data.owner : data.renter;
  const otherRole = role === 'owner' ? 'the renter' : 'the owner';
  const subject = other?.displayName ? `${other.displayName}, ${otherRole}` : otherRole;

  if (view.kind === 'hidden') return null;
  if (view.kind === 'notice') {
    return (
      <section className="reviews-prompt reviews-prompt--notice" aria-labelledby={titleId}>
        <h2 id={titleId} className="reviews-prompt__title">
          {view.title}
        </h2>
        <p className="reviews-prompt__text">{view.text}</p>
      </section>
    );
  }

  return (
    <Card className="reviews-prompt" role="region" aria-labelledby={titleId}>
      {view.kind === 'own-review' ? (
        <>
          <h2 id={titleId} className="reviews-prompt__title">
            {REVIEW_MESSAGES.yourReview}
          </h2>
          {thanked && (
            <p className="reviews-prompt__text" role="status">
              {REVIEW_MESSAGES.thankYou}
            </p>
          )}
          <ReviewCard review={cardReview(client, view.review, viewer)} now={new Date()} isOwn headingLevel={3} />
        </>
      ) : (
        <>
          <h2 id={titleId} className="reviews-prompt__title">
            Reviews
          </h2>
          {view.kind === 'loading' && <Spinner size={20} aria-label="Loading reviews" />}
          {view.kind === 'failed' && (
            <Callout intent="danger" compact className="reviews-prompt__failure">
              <p className="reviews-prompt__text">{REVIEW_MESSAGES.loadFailed}</p>
              <Button text={REVIEW_MESSAGES.tryAgain} icon="refresh" onClick={retry} />
            </Callout>
          )}
          {view.kind === 'unavailable' && <p className="reviews-prompt__text">{view.reason}</p>}
          {view.kind === 'offer' && (
            <div className="reviews-prompt__offer">
              <p className="reviews-prompt__text">
                How did it go? Tell others about {subject}: your review helps the community choose with confidence.
              </p>
              <Button intent="primary" icon="star" text={WRITE_REVIEW} onClick={() => setWriting(true)} />
            </div>
          )}
        </>
      )}
      {writing && (
        <ReviewDialog
          bookingId={booking.id}
          reviewType={reviewType}
          subject={subject}
          onClose={() => setWriting(false)}
          onSubmitted={(review) => {
            setWriting(false);
            setThanked(true);
            submitted(review);
          }}
        />
      )}
    </Card>
  );
}
