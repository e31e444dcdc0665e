import { Dialog, DialogBody } from '@blueprintjs/core';
import { createReview, errorMessage, usePocketBase } from '@partilha/data';
import { REVIEW_MESSAGES, type Review, type ReviewForm as ReviewFormValues, type ReviewType } from '@partilha/domain';
import { ReviewForm } from '@partilha/ui';
import { useState } from 'react';
import { toast } from '../../../app/toaster';

export const REVIEW_DIALOG_TITLE = 'Write a Review';

interface ReviewDialogProps {
  bookingId: string;
  reviewType: ReviewType;
  /** "Olga Owner, the owner": who the review is about. */
  subject: string;
  onClose: () => void;
  onSubmitted: (review: Review) => void;
}

/**
 * The review form dialog (spec 001 §2): overall rating, category ratings, title and text. The
 * server decides eligibility again and derives who is reviewed; a refusal is shown in its words,
 * any other failure as "Failed to submit review. Please try again.".
 */
export function ReviewDialog({ bookingId, reviewType, subject, onClose, onSubmitted }: ReviewDialogProps) {
  const client = usePocketBase();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: ReviewFormValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const review = await createReview(client, { bookingId, reviewType, ...values });
      toast.success(REVIEW_MESSAGES.submitted);
      onSubmitted(review);
    } catch (failure) {
      setError(errorMessage(failure, REVIEW_MESSAGES.submitFailed));
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      isOpen
      title={REVIEW_DIALOG_TITLE}
      icon="star"
      onClose={submitting ? undefined : onClose}
      className="booking-detail__dialog"
    >
      {/* The form is longer than a phone's screen: the whole dialog scrolls, not a box inside it. */}
      <DialogBody useOverflowScrollContainer={false}>
        <p className="booking-detail__dialog-text">Your review of {subject}. Other members will see it.</p>
        <ReviewForm
          reviewType={reviewType}
          onSubmit={(values) => void submit(values)}
          onCancel={onClose}
          submitting={submitting}
          error={error}
        />
      </DialogBody>
    </Dialog>
  );
}
