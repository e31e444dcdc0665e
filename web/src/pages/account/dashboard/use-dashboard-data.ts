import { listLatestNotifications, listOwnerListings, useCollections, usePocketBase } from '@partilha/data';
import { DASHBOARD_RECENT_COUNT, reviewSummaryKey, type Listing } from '@partilha/domain';
import { useCallback } from 'react';
import { useLoader } from '../../../app/use-loader';
import { dashboardBookingFigures, dashboardBookingsFilter, type DashboardBookingFigures } from './dashboard-figures';
import { recentActivity } from './recent-activity';

export interface RecentOwnerListings {
  /** The newest few, newest first. */
  items: Listing[];
  /** How many the member has of this type in all. */
  totalItems: number;
}

export interface DashboardListings {
  service: RecentOwnerListings;
  equipment: RecentOwnerListings;
}

/** The 3 newest services and equipment of the member, with the count of each. */
export function useDashboardListings(ownerId: string) {
  const client = usePocketBase();
  const load = useCallback(async (): Promise<DashboardListings> => {
    const [service, equipment] = await Promise.all([
      listOwnerListings(client, ownerId, { type: 'service', limit: DASHBOARD_RECENT_COUNT }),
      listOwnerListings(client, ownerId, { type: 'equipment', limit: DASHBOARD_RECENT_COUNT }),
    ]);
    return { service, equipment };
  }, [client, ownerId]);
  return useLoader(load);
}

export interface DashboardStats {
  /** The member's rating as an owner, from the owner review summary. */
  ownerRating: { rating: number; reviewCount: number };
  bookings: DashboardBookingFigures;
}

/**
 * The owner rating and the booking figures. A missing or unreadable review summary reads as no
 * reviews yet (spec 001 §8); the bookings are the member's own, which the server lets them read.
 */
export function useDashboardStats(userId: string) {
  const client = usePocketBase();
  const collections = useCollections();
  const load = useCallback(async (): Promise<DashboardStats> => {
    const now = new Date();
    const bookingsFilter = dashboardBookingsFilter(userId, now);
    const [summary, bookings] = await Promise.all([
      collections.review_summaries
        .getFirst(client.filter('key = {:key}', { key: reviewSummaryKey('owner', userId) }))
        .catch(() => null),
      collections.bookings.getAll({ filter: client.filter(bookingsFilter.expression, bookingsFilter.params) }),
    ]);
    return {
      ownerRating: { rating: summary?.averageRating ?? 0, reviewCount: summary?.totalReviews ?? 0 },
      bookings: dashboardBookingFigures(bookings, userId, now),
    };
  }, [client, collections, userId]);
  return useLoader(load);
}

/** Recent Activity: the member's latest notifications, newest first (a few of the bell's 20). */
export function useRecentActivity(userId: string) {
  const client = usePocketBase();
  const load = useCallback(async () => recentActivity(await listLatestNotifications(client, userId)), [client, userId]);
  return useLoader(load);
}
