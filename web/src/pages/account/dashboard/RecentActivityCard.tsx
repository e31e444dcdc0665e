import { Button, Card, Classes, Icon, type IconName } from '@blueprintjs/core';
import {
  formatDate,
  formatRelativeTime,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_MESSAGES,
  notificationKind,
  notificationTargetPath,
  parseTimestamp,
  PROFILE_MESSAGES,
  type Notification,
  type NotificationKind,
  DASHBOARD_MESSAGES,
} from '@partilha/domain';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { LoadState } from '../../../app/use-loader';

export interface RecentActivityCardProps {
  /** The latest few notifications, newest first. */
  state: LoadState<readonly Notification[]>;
  /** The clock the relative times are counted from. */
  now: Date;
  onRetry: () => void;
}

const KIND_ICONS: Readonly<Record<NotificationKind, IconName>> = {
  new_message: 'chat',
  booking_request: 'calendar',
  booking_status_change: 'exchange',
  booking_reminder: 'time',
  generic: 'notifications',
};

/**
 * The dashboard's Recent Activity: what happened to the member lately — each notification's text
 * (a link to its booking when it has one) and how long ago — or "No recent activity to display".
 */
export function RecentActivityCard({ state, now, onRetry }: RecentActivityCardProps) {
  const titleId = useId();
  return (
    <Card className="dashboard-card" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-card__title">
        {DASHBOARD_MESSAGES.recentActivity}
      </h2>
      <RecentActivityBody state={state} now={now} onRetry={onRetry} />
    </Card>
  );
}

function RecentActivityBody({ state, now, onRetry }: RecentActivityCardProps) {
  if (state.status === 'loading') {
    return (
      <p className="dashboard-card__status" role="status">
        <span className={Classes.SKELETON}>{DASHBOARD_MESSAGES.loadingActivity}</span>
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="dashboard-card__status">
        <p>{NOTIFICATION_MESSAGES.fetchFailed}</p>
        <Button size="small" text={DASHBOARD_MESSAGES.tryAgain} onClick={onRetry} />
      </div>
    );
  }
  if (state.data.length === 0) return <p className="dashboard-card__quiet">{PROFILE_MESSAGES.noRecentActivity}</p>;
  return (
    <ul className="dashboard-activity">
      {state.data.map((notification) => (
        <ActivityRow key={notification.id} notification={notification} now={now} />
      ))}
    </ul>
  );
}

function ActivityRow({ notification, now }: { notification: Notification; now: Date }) {
  const kind = notificationKind(notification.type);
  const target = notificationTargetPath(notification);
  const at = parseTimestamp(notification.created);
  return (
    <li className="dashboard-activity__item">
      <Icon icon={KIND_ICONS[kind]} className="dashboard-activity__icon" aria-hidden />
      <div className="dashboard-activity__text">
        <span className="dashboard-activity__kind">{NOTIFICATION_KIND_LABELS[kind]}</span>{' '}
        {target ? (
          <Link to={target} className="dashboard-activity__content">
            {notification.content}
          </Link>
        ) : (
          <span className="dashboard-activity__content">{notification.content}</span>
        )}
      </div>
      {at && (
        <time
          className="dashboard-activity__time"
          dateTime={at.toISOString()}
          title={formatDate(at, { withTime: true })}
        >
          {formatRelativeTime(at, now)}
        </time>
      )}
    </li>
  );
}
