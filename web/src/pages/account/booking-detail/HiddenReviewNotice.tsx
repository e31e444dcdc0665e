import { Callout } from '@blueprintjs/core';
import { listMyStatements, usePocketBase, type MemberStatementItem } from '@partilha/data';
import { statementPath } from '@partilha/domain';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { useLoader } from '../../../app/use-loader';
import { OWN_REVIEW_TEXTS } from './own-review-texts';

/** The decision in force that hid the review; a reversed one no longer explains anything. */
export function hidingDecisionOf(items: readonly MemberStatementItem[]): MemberStatementItem | null {
  return items.find((item) => item.status === 'committed' && item.type === 'hide_review') ?? null;
}

/**
 * Said on the author's own hidden review (EU DSA Art. 17: the owner sees on the item why it is
 * hidden), with the link to the statement of reasons when a moderation decision hid it.
 */
export function HiddenReviewNotice({ reviewId }: { reviewId: string }) {
  const client = usePocketBase();
  const load = useCallback(() => listMyStatements(client, reviewId), [client, reviewId]);
  const state = useLoader(load);
  const decision = state.status === 'ready' ? hidingDecisionOf(state.data) : null;
  return (
    <Callout intent="warning" icon="eye-open" compact className="reviews-prompt__hidden">
      {OWN_REVIEW_TEXTS.hidden}
      {decision && (
        <>
          {' '}
          <Link to={statementPath(decision.id)}>{OWN_REVIEW_TEXTS.readStatement}</Link>
        </>
      )}
    </Callout>
  );
}
