import { lazy } from 'react';
import type { ScreenId } from '../routing/screens';
import type { ScreenProps } from './screen-props';

// One chunk per screen: the console opens on Overview without loading the tables it does not show.
const SCREENS = {
  overview: lazy(() => import('../screens/overview/OverviewScreen')),
  moderation: lazy(() => import('../screens/moderation/ModerationScreen')),
  appeals: lazy(() => import('../screens/appeals/AppealsScreen')),
  transparency: lazy(() => import('../screens/transparency/TransparencyScreen')),
  bookings: lazy(() => import('../screens/bookings/BookingsScreen')),
  members: lazy(() => import('../screens/members/MembersScreen')),
  listings: lazy(() => import('../screens/listings/ListingsScreen')),
  subscriptions: lazy(() => import('../screens/subscriptions/SubscriptionsScreen')),
  audit: lazy(() => import('../screens/audit/AuditScreen')),
  settings: lazy(() => import('../screens/settings/SettingsScreen')),
} satisfies Record<ScreenId, unknown>;

/** The screen of the route, with its hash params. */
export function ScreenView({ id, ...props }: ScreenProps & { id: ScreenId }) {
  const Screen = SCREENS[id];
  return <Screen {...props} />;
}
