import { translateText } from '@partilha/domain';
import {
  errorMessage,
  listOwnReviewActions,
  markReviewHelpful,
  reportReview,
  statusOf,
  usePocketBase,
} from '@partilha/data';
import type { NoticeInput } from '@partilha/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../app/toaster';
import { noticeFailure } from '../moderation/notice-failure';
import { REVIEW_TEXTS as T } from './review-texts';

/** 409: the server already holds this member's vote or open report ("You have already …"). */
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
 * Helpful for the signed-in visitor and Report for anyone (a report is a notice, opened in the
 * report dialog). The server is the judge (one vote and one open report per member, never on their
 * own review): its refusal is shown in its own words, and a refusal because it was already done
 * marks the button as done. `onVoted` shows the new helpful count.
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
        toast.error(translateText(errorMessage(error, T.helpfulFailed)));
        if (statusOf(error) === ALREADY_DONE) setVoted((ids) => withId(ids, reviewId));
      } finally {
        setPendingVotes((ids) => withoutId(ids, reviewId));
      }
    },
    [client, onVoted],
  );

  // The review being reported: kept while the dialog fades out, so its form does not blank.
  const [reportTarget, setReportTarget] = useState<string | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const openReport = useCallback((reviewId: string) => {
    setReportTarget(reviewId);
    setReportOpen(true);
  }, []);
  const closeReport = useCallback(() => setReportOpen(false), []);

  /**
   * Sends the report form's notice. A member's report is open at once (the button then says
   * "Reported"); a guest's waits for the e-mailed link, so their button stays as it was.
   */
  const submitReport = useCallback(
    async (notice: NoticeInput): Promise<string> => {
      try {
        const receipt = await reportReview(client, notice.targetId, notice);
        if (receipt.status === 'open') setReported((ids) => withId(ids, notice.targetId));
        return receipt.message;
      } catch (error) {
        if (viewerId && statusOf(error) === ALREADY_DONE) setReported((ids) => withId(ids, notice.targetId));
        throw noticeFailure(error);
      }
    },
    [client, viewerId],
  );

  return {
    voted,
    reported,
    pendingVotes,
    markHelpful,
    report: { target: reportTarget, isOpen: reportOpen, open: openReport, close: closeReport, submit: submitReport },
  };
}
