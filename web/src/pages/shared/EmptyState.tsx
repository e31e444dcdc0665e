import { Icon, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * An empty or not-yet-available part of a page. Unlike Blueprint's NonIdealState it adds no
 * heading of its own, so the page's heading levels stay in order.
 */
export function EmptyState({
  icon,
  text,
  detail,
  action,
}: {
  icon: IconName;
  text: string;
  detail?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <Icon icon={icon} size={40} className="empty-state__icon" aria-hidden />
      <p className="empty-state__text">{text}</p>
      {detail && <p className="empty-state__detail">{detail}</p>}
      {action}
    </div>
  );
}
