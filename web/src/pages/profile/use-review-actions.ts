import {
  errorMessage,
  listOwnReviewActions,
  markReviewHelpful,
  reportReview,
  statusOf,
  usePocketBase,
} from '@partilha/data';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../app/toaster';
import { PROFILE_REVIEW_TEXTS as T } from './profile-review-texts';

/** 409: the server already holds this member's vote or report ("You have already …"). */
const ALREADY_DONE = 409;

function withId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

function withoutId(ids: readonly string[], id: string): string[] {
  return ids.filter((other) => other !== id);
}

function withIds(ids: readonly string[], more: readonly string[]): string[] {
  return more.reduce<string[]>((all, id) => withId(all, id), [...ids]);
}

/**
 * Helpful and Report for the signed-in visitor. The server is the judge (one vote and one report
 * per member, never on their own review): its refusal is shown in its own words, and a refusal
 * because it was already done marks the button as done. `onVoted` shows the new helpful count.
 *
 * The member's earlier votes and reports among the `shownIds` are read from the server as pages
 * arrive, so a review marked helpful last week shows as such today.
 */
export function useReviewActions(
  onVoted: (reviewId: string) => void,
  shownIds: readonly string[] = [],
  viewerId: string | null = null,
) {
  const client = usePocketBase();
  const [voted, setVoted] = useState<string[]>([]);
  const [reported, setReported] = useState<string[]>([]);
  const [pendingVotes, setPendingVotes] = useState<string[]>([]);
  const [pendingReports, setPendingReports] = useState<string[]>([]);
  const checked = useRef(new Set<string>());
  const shownKey = shownIds.join(',');

  useEffect(() => {
    if (!viewerId) return;
    const unchecked = shownKey.split(',').filter((id) => id && !checked.current.has(id));
    if (unchecked.length === 0) return;
    for (const id of unchecked) checked.current.add(id);
    listOwnReviewActions(client, unchecked).then(
      (own) => {
        setVoted((ids) => withIds(ids, own.voted));
        setReported((ids) => withIds(ids, own.reported));
      },
      (error: unknown) => {
        // The buttons stay usable: the server still refuses a second vote or report, in its words.
        console.error('reading your helpful votes and reports failed', error);
        for (const id of unchecked) checked.current.delete(id);
      },
    );
  }, [client, viewerId, shownKey]);

  const markHelpful = useCallback(
    async (reviewId: string) => {
      setPendingVotes((ids) => withId(ids, reviewId));
      try {
        await markReviewHelpful(client, reviewId);
        setVoted((ids) => withId(ids, reviewId));
        onVoted(reviewId);
      } catch (error) {
        toast.error(errorMessage(error, T.helpfulFailed));
        if (statusOf(error) === ALREADY_DONE) setVoted((ids) => withId(ids, reviewId));
      } finally {
        setPendingVotes((ids) => withoutId(ids, reviewId));
      }
    },
    [client, onVoted],
  );

  const report = useCallback(
    async (reviewId: string, reason: string) => {
      setPendingReports((ids) => withId(ids, reviewId));
      try {
        await reportReview(client, reviewId, reason);
        setReported((ids) => withId(ids, reviewId));
        toast.success(T.reported);
      } catch (error) {
        toast.error(errorMessage(error, T.reportFailed));
        if (statusOf(error) === ALREADY_DONE) setReported((ids) => withId(ids, reviewId));
      } finally {
        setPendingReports((ids) => withoutId(ids, reviewId));
      }
    },
    [client],
  );

  return { voted, reported, pendingVotes, pendingReports, markHelpful, report };
}
