import { Button } from '@blueprintjs/core';
import { cls } from '../../classes';
import { REVIEW_CARD_TEXTS as T, helpfulCountText } from './review-card-texts';

export interface ReviewActionsProps {
  helpfulCount: number;
  isOwn: boolean;
  hasVoted: boolean;
  hasReported: boolean;
  votePending: boolean;
  reportPending: boolean;
  /** Also names the buttons, so a list of reviews has distinct buttons ("Helpful: Great drill"). */
  title: string;
  onHelpful?: () => void;
  /** Opens the report (notice) form, which the app provides. */
  onReport?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
}

/**
 * The foot of a review: how many found it helpful, Helpful and Report (once each per user, never on
 * your own review), and Edit/Delete on your own. A missing callback leaves its button out, e.g.
 * for a signed-out visitor.
 */
export function ReviewActions(props: ReviewActionsProps) {
  const { helpfulCount, isOwn, hasVoted, hasReported, votePending, reportPending, title } = props;
  const countText = helpfulCountText(helpfulCount);
  const hasButtons = props.onHelpful || props.onReport || (isOwn && (props.onEdit || props.onDelete));
  if (!countText && !hasButtons) return null;

  return (
    <div className={cls('review-card-actions')}>
      {countText && <span className={cls('review-card-helpful-count')}>{countText}</span>}
      <div className={cls('review-card-buttons')}>
        {props.onHelpful && (
          <Button
            size="small"
            variant={hasVoted ? 'solid' : 'outlined'}
            intent={hasVoted ? 'primary' : 'none'}
            icon="thumbs-up"
            text={T.helpful}
            aria-label={`${T.helpful}: ${title}`}
            aria-pressed={hasVoted}
            loading={votePending}
            disabled={isOwn || hasVoted || votePending}
            onClick={props.onHelpful}
          />
        )}
        {props.onReport && (
          <Button
            size="small"
            variant="minimal"
            icon="flag"
            text={hasReported ? T.reported : T.report}
            aria-label={`${hasReported ? T.reported : T.report}: ${title}`}
            loading={reportPending}
            disabled={isOwn || hasReported || reportPending}
            onClick={props.onReport}
          />
        )}
        {isOwn && props.onEdit && (
          <Button
            size="small"
            variant="minimal"
            icon="edit"
            text={T.edit}
            aria-label={`${T.edit}: ${title}`}
            onClick={props.onEdit}
          />
        )}
        {isOwn && props.onDelete && (
          <Button
            size="small"
            variant="minimal"
            intent="danger"
            icon="trash"
            text={T.delete}
            aria-label={`${T.delete}: ${title}`}
            onClick={props.onDelete}
          />
        )}
      </div>
    </div>
  );
}
