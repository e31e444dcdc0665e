import { DASHBOARD_MESSAGES } from '@partilha/domain';
import { useAuth, type SessionUser } from '@partilha/data';
import type { ListingType } from '@partilha/domain';
import type { LoadState } from '../../../app/use-loader';
import { FullScreenSpinner } from '../../../frame/FullScreenSpinner';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { EmailVerificationPrompt } from './EmailVerificationPrompt';
import { RecentActivityCard } from './RecentActivityCard';
import { RecentListingsCard } from './RecentListingsCard';
import { StatCards } from './StatCards';
import {
  useDashboardListings,
  useDashboardStats,
  useRecentActivity,
  type DashboardListings,
  type RecentOwnerListings,
} from './use-dashboard-data';
import { useNow } from '../../../app/use-now';
import './dashboard.css';

/** /account and /account/dashboard (spec 000 §2 Dashboard), with real figures (DESIGN.md). */
export function DashboardPage() {
  useDocumentTitle(DASHBOARD_MESSAGES.title);
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <FullScreenSpinner />;
  return <Dashboard user={auth.user} />;
}

function totalListings(state: LoadState<DashboardListings>): LoadState<number> {
  if (state.status !== 'ready') return state;
  return { status: 'ready', data: state.data.service.totalItems + state.data.equipment.totalItems };
}

function Dashboard({ user }: { user: SessionUser }) {
  const listings = useDashboardListings(user.id);
  const stats = useDashboardStats(user.id);
  const activity = useRecentActivity(user.id);
  const now = useNow();
  const byType = (type: ListingType): LoadState<RecentOwnerListings> =>
    listings.status === 'ready' ? { status: 'ready', data: listings.data[type] } : listings;

  return (
    <section aria-labelledby="dashboard-title" className="dashboard">
      <h1 id="dashboard-title" className="page__title">
        {DASHBOARD_MESSAGES.title}
      </h1>
      {!user.verified && <EmailVerificationPrompt email={user.email} />}
      <StatCards stats={stats} totalListings={totalListings(listings)} />
      <div className="dashboard__listings">
        <RecentListingsCard type="service" state={byType('service')} onRetry={listings.reload} />
        <RecentListingsCard type="equipment" state={byType('equipment')} onRetry={listings.reload} />
      </div>
      <RecentActivityCard state={activity} now={now} onRetry={activity.reload} />
    </section>
  );
}
