import { Tag } from '@blueprintjs/core';
import { getReliabilityRating, RELIABILITY_MESSAGES, type CancellationStats } from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';

/** The English title (the badge shows RELIABILITY_MESSAGES.title, in the active language). */
export const RELIABILITY_BADGE_TITLE = 'Booking Reliability';

export interface ReliabilityBadgeProps {
  /** The profile's cancellation record and ended bookings; missing stats read as a new member. */
  stats: CancellationStats | null | undefined;
  className?: string;
}

/**
 * The "Booking Reliability" badge of a public profile (spec 001 §4). Label, colour and the line
 * that says why come from `getReliabilityRating`, the one copy of the thresholds.
 */
export function ReliabilityBadge({ stats, className }: ReliabilityBadgeProps) {
  const titleId = useId();
  const reliability = getReliabilityRating(stats);
  const rootClass = [cls('reliability-badge'), className].filter(Boolean).join(' ');
  return (
    <div role="group" aria-labelledby={titleId} className={rootClass}>
      <span id={titleId} className={cls('reliability-badge-title')}>
        {RELIABILITY_MESSAGES.title}
      </span>
      <Tag intent={reliability.intent} round className={cls('reliability-badge-tag')}>
        {reliability.label}
      </Tag>
      <span className={cls('reliability-badge-description')}>{reliability.description}</span>
    </div>
  );
}
