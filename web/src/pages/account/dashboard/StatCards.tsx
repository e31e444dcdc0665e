import { Card, Classes, Icon, type IconName } from '@blueprintjs/core';
import { formatEuros, DASHBOARD_MESSAGES } from '@partilha/domain';
import { RatingStars } from '@partilha/ui';
import type { ReactNode } from 'react';
import type { LoadState } from '../../../app/use-loader';
import type { DashboardStats } from './use-dashboard-data';

/** The dashboard's figures (spec 000 §2 Dashboard), each a term and its value. */
export function StatCards({
  stats,
  totalListings,
}: {
  stats: LoadState<DashboardStats>;
  totalListings: LoadState<number>;
}) {
  const fromStats = (show: (data: DashboardStats) => ReactNode) => valueOf(stats, show);
  return (
    <dl className="dashboard-stats">
      <StatCard icon="star" label={DASHBOARD_MESSAGES.ownerRating}>
        {fromStats(({ ownerRating }) => (
          <RatingStars rating={ownerRating.rating} reviewCount={ownerRating.reviewCount} size="sm" />
        ))}
      </StatCard>
      <StatCard icon="list" label={DASHBOARD_MESSAGES.totalListings}>
        {valueOf(totalListings, (count) => count)}
      </StatCard>
      <StatCard icon="calendar" label={DASHBOARD_MESSAGES.activeBookings}>
        {fromStats(({ bookings }) => bookings.activeBookings)}
      </StatCard>
      <StatCard icon="shopping-cart" label={DASHBOARD_MESSAGES.yourRentals}>
        {fromStats(({ bookings }) => bookings.rentals)}
      </StatCard>
      <StatCard icon="euro" label={DASHBOARD_MESSAGES.monthlyEarnings}>
        {fromStats(({ bookings }) => formatEuros(bookings.monthlyEarnings))}
      </StatCard>
    </dl>
  );
}

function valueOf<T>(state: LoadState<T>, show: (data: T) => ReactNode): ReactNode {
  if (state.status === 'ready') return show(state.data);
  if (state.status === 'loading') {
    return (
      <>
        <span className={Classes.SKELETON} aria-hidden>
          0000
        </span>
        <span className="visually-hidden">{DASHBOARD_MESSAGES.loading}</span>
      </>
    );
  }
  return <span className="dashboard-stat__unavailable">{DASHBOARD_MESSAGES.unavailable}</span>;
}

function StatCard({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <Card className="dashboard-stat">
      <dt className="dashboard-stat__label">
        <Icon icon={icon} aria-hidden className="dashboard-stat__icon" />
        {label}
      </dt>
      <dd className="dashboard-stat__value">{children}</dd>
    </Card>
  );
}
