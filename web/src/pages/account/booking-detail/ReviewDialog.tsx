import { Callout, Dialog, DialogBody } from '@blueprintjs/core';
import { createReview, errorMessage, updateReview, usePocketBase } from '@partilha/data';
import {
  REVIEW_MESSAGES,
  type Review,
  type ReviewForm as ReviewFormValues,
  type ReviewType,
  REVIEW_PAGE_TEXTS,
} from '@partilha/domain';
import { ReviewForm } from '@partilha/ui';
import { useState } from 'react';
import { toast } from '../../../app/toaster';
import { OWN_REVIEW_TEXTS } from './own-review-texts';

/** The English title (the dialog shows REVIEW_PAGE_TEXTS.writeReview, in the active language). */
export const REVIEW_DIALOG_TITLE = 'Write a Review';

interface ReviewDialogProps {
  bookingId: string;
  reviewType: ReviewType;
  /** "Olga Owner, the owner": who the review is about. */
  subject: string;
  /** The viewer's review, to edit it; without it a new review is written. */
  review?: Review;
  /** When the review will be published (blind reviews), or null when at once. */
  publicationNote?: string | null;
  onClose: () => void;
  onSubmitted: (review: Review) => void;
}

function formValuesOf(review: Review): ReviewFormValues {
  return {
    overallRating: review.overallRating,
    title: review.title,
    content: review.content,
    categoryRatings: review.categoryRatings,
  };
}

/**
 * The review form dialog (spec 001 §2): overall rating, category ratings, title and text. The
 * server decides eligibility again and derives who is reviewed; a refusal is shown in its words,
 * any other failure as "Failed to submit review. Please try again.". With `review` it edits the
 * viewer's own review instead; the server lets only its author change it.
 */
export function ReviewDialog({
  bookingId,
  reviewType,
  subject,
  review,
  publicationNote,
  onClose,
  onSubmitted,
}: ReviewDialogProps) {
  const client = usePocketBase();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const editing = review !== undefined;

  const submit = async (values: ReviewFormValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const saved = editing
        ? await updateReview(client, review.id, values)
        : await createReview(client, { bookingId, reviewType, ...values });
      toast.success(editing ? OWN_REVIEW_TEXTS.updated : REVIEW_MESSAGES.submitted);
      onSubmitted(saved);
    } catch (failure) {
      setError(errorMessage(failure, editing ? OWN_REVIEW_TEXTS.updateFailed : REVIEW_MESSAGES.submitFailed));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={editing ? OWN_REVIEW_TEXTS.editTitle : REVIEW_PAGE_TEXTS.writeReview}
      icon={editing ? 'edit' : 'star'}
      onClose={submitting ? undefined : onClose}
      className="booking-detail__dialog"
    >
      {/* The form is longer than a phone's screen: the whole dialog scrolls, not a box inside it. */}
      <DialogBody useOverflowScrollContainer={false}>
        <p className="booking-detail__dialog-text">{REVIEW_PAGE_TEXTS.dialogText(subject)}</p>
        {publicationNote && (!editing || review.publishedAt === '') && (
          <Callout intent="primary" icon="time" compact className="booking-detail__dialog-note">
            {publicationNote}
          </Callout>
        )}
        <ReviewForm
          reviewType={reviewType}
          initialValues={review && formValuesOf(review)}
          onSubmit={(values) => void submit(values)}
          onCancel={onClose}
          submitting={submitting}
          error={error}
          submitLabel={editing ? OWN_REVIEW_TEXTS.save : undefined}
        />
      </DialogBody>
    </Dialog>
  );
}
