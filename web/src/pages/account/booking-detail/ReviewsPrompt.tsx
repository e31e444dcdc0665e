import { Alert, Button, Callout, Card, Spinner } from '@blueprintjs/core';
import { deleteReview, errorMessage, usePocketBase, type BookingWithParties } from '@partilha/data';
import {
  REVIEW_MESSAGES,
  reviewPublicationNote,
  reviewTypeForRole,
  REVIEW_PAGE_TEXTS,
  translateText,
  unpublishedReviewNote,
} from '@partilha/domain';
import { ReviewCard } from '@partilha/ui';
import { useId, useState } from 'react';
import { toast } from '../../../app/toaster';
import { reviewCardOf, useReviewFileUrls } from '../../../reviews/review-card-of';
import { HiddenReviewNotice } from './HiddenReviewNotice';
import { OWN_REVIEW_TEXTS } from './own-review-texts';
import { ReviewDialog } from './ReviewDialog';
import { reviewPromptNeedsLoad, reviewPromptView } from './review-prompt-view';
import { useReviewPrompt } from './use-review-prompt';
import './reviews-prompt.css';

/** The English label (the page shows REVIEW_PAGE_TEXTS.writeReview, in the active language). */
export const WRITE_REVIEW = 'Write a Review';

interface ReviewsPromptProps {
  data: BookingWithParties;
  role: 'owner' | 'renter';
}

/**
 * The reviews area above the booking's two columns (spec 001 §2, §4): the full-width prompt once
 * the booking is completed (or, for the owner, cancelled late), "Your Review" once written, and
 * "Booking In Progress" / "Booking Cancelled" while reviews are not open.
 */
export function ReviewsPrompt({ data, role }: ReviewsPromptProps) {
  const client = usePocketBase();
  const urls = useReviewFileUrls();
  const titleId = useId();
  const { booking } = data;
  const reviewType = reviewTypeForRole(role);
  const askKey = reviewPromptNeedsLoad(booking, role) ? `${booking.status}:${booking.isLateCancellation}` : null;
  const { load, retry, submitted } = useReviewPrompt(booking.id, reviewType, askKey);
  const [dialog, setDialog] = useState<'write' | 'edit' | null>(null);
  const [thanked, setThanked] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const view = reviewPromptView(booking, role, load);
  const other = role === 'owner' ? data.renter : data.owner;
  const viewer = role === 'owner' ? data.owner : data.renter;
  const otherRole = role === 'owner' ? REVIEW_PAGE_TEXTS.theRenter : REVIEW_PAGE_TEXTS.theOwner;
  const subject = other?.displayName ? REVIEW_PAGE_TEXTS.subjectNamed(other.displayName, otherRole) : otherRole;
  const ownReview = view.kind === 'own-review' ? view.review : null;
  const unpublishedNote = ownReview ? unpublishedReviewNote(ownReview, booking) : null;

  /** The author's delete; the server recomputes the summary, and the prompt offers a new review. */
  const removeOwnReview = async (reviewId: string) => {
    setDeleting(true);
    try {
      await deleteReview(client, reviewId);
      toast.success(OWN_REVIEW_TEXTS.deleted);
      setThanked(false);
      retry();
    } catch (failure) {
      toast.error(translateText(errorMessage(failure, OWN_REVIEW_TEXTS.deleteFailed)));
    } finally {
      setDeleting(false);
      setConfirmingDelete(false);
    }
  };

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
          {view.review.status === 'hidden' && <HiddenReviewNotice reviewId={view.review.id} />}
          {unpublishedNote && (
            <Callout intent="primary" icon="time" compact className="reviews-prompt__unpublished">
              {unpublishedNote}
            </Callout>
          )}
          <ReviewCard
            review={reviewCardOf({ review: view.review, reviewer: viewer }, urls)}
            now={new Date()}
            isOwn
            headingLevel={3}
            onEdit={() => setDialog('edit')}
            onDelete={() => setConfirmingDelete(true)}
          />
        </>
      ) : (
        <>
          <h2 id={titleId} className="reviews-prompt__title">
            {REVIEW_PAGE_TEXTS.title}
          </h2>
          {view.kind === 'loading' && <Spinner size={20} aria-label={REVIEW_PAGE_TEXTS.loadingReviews} />}
          {view.kind === 'failed' && (
            <Callout intent="danger" compact className="reviews-prompt__failure">
              <p className="reviews-prompt__text">{REVIEW_MESSAGES.loadFailed}</p>
              <Button text={REVIEW_MESSAGES.tryAgain} icon="refresh" onClick={retry} />
            </Callout>
          )}
          {view.kind === 'unavailable' && <p className="reviews-prompt__text">{translateText(view.reason)}</p>}
          {view.kind === 'offer' && (
            <div className="reviews-prompt__offer">
              <p className="reviews-prompt__text">{REVIEW_PAGE_TEXTS.offer(subject)}</p>
              <Button
                intent="primary"
                icon="star"
                text={REVIEW_PAGE_TEXTS.writeReview}
                onClick={() => setDialog('write')}
              />
            </div>
          )}
        </>
      )}
      {dialog && (
        <ReviewDialog
          bookingId={booking.id}
          reviewType={reviewType}
          subject={subject}
          review={dialog === 'edit' ? (ownReview ?? undefined) : undefined}
          publicationNote={reviewPublicationNote(role, booking, new Date())}
          onClose={() => setDialog(null)}
          onSubmitted={(review) => {
            setThanked(dialog === 'write');
            setDialog(null);
            submitted(review);
          }}
        />
      )}
      <Alert
        isOpen={confirmingDelete && ownReview !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={OWN_REVIEW_TEXTS.deleteConfirm}
        cancelButtonText={OWN_REVIEW_TEXTS.keep}
        loading={deleting}
        canEscapeKeyCancel={!deleting}
        onConfirm={() => ownReview && void removeOwnReview(ownReview.id)}
        onCancel={() => setConfirmingDelete(false)}
      >
        <h3 className="reviews-prompt__alert-title">{OWN_REVIEW_TEXTS.deleteTitle}</h3>
        <p>{OWN_REVIEW_TEXTS.deleteText}</p>
      </Alert>
    </Card>
  );
}
