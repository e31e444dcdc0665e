import { fetchReviewEligibility, findOwnReview, usePocketBase } from '@partilha/data';
import type { Review, ReviewType } from '@partilha/domain';
import { useCallback, useEffect, useState } from 'react';
import type { ReviewPromptLoad } from './review-prompt-view';

/**
 * The viewer's review of a booking and whether the server lets them write one. Asked again
 * whenever `askKey` changes: the booking arrives live, so a booking completed by the other party
 * opens the prompt without a reload. `submitted` puts the review the server just accepted in place.
 */
export function useReviewPrompt(
  bookingId: string,
  reviewType: ReviewType,
  askKey: string | null,
): { load: ReviewPromptLoad; retry: () => void; submitted: (review: Review) => void } {
  const client = usePocketBase();
  const [load, setLoad] = useState<ReviewPromptLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (askKey === null) return;
    let current = true;
    setLoad({ status: 'loading' });
    Promise.all([findOwnReview(client, bookingId, reviewType), fetchReviewEligibility(client, bookingId, reviewType)])
      .then(([ownReview, eligibility]) => {
        if (current) setLoad({ status: 'loaded', ownReview, ...eligibility });
      })
      .catch((error: unknown) => {
        console.error('reading the review eligibility failed', error);
        if (current) setLoad({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [client, bookingId, reviewType, askKey, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const submitted = useCallback(
    (review: Review) => setLoad({ status: 'loaded', ownReview: review, canReview: false, reason: null }),
    [],
  );
  return { load, retry, submitted };
}
