import { Classes } from '@blueprintjs/core';
import { cls } from '../../classes';

/** The shape of a review card, greyed out by Blueprint's skeleton style while reviews load. */
export function ReviewCardSkeleton() {
  const line = (extra?: string) => [cls('review-skeleton-line'), extra, Classes.SKELETON].filter(Boolean).join(' ');
  return (
    <div className={cls('review-skeleton')}>
      <div className={cls('review-skeleton-header')}>
        <div className={`${cls('review-skeleton-avatar')} ${Classes.SKELETON}`} />
        <div className={line(cls('review-skeleton-short'))} />
      </div>
      <div className={line(cls('review-skeleton-short'))} />
      <div className={line()} />
      <div className={line()} />
    </div>
  );
}
