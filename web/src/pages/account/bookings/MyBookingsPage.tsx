import { Tab, Tabs } from '@blueprintjs/core';
import { listMyBookingsWithParties, useAuth, usePocketBase } from '@partilha/data';
import { BOOKING_MESSAGES, bookingDetailPath, BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLoader } from '../../../app/use-loader';
import { FullScreenSpinner } from '../../../frame/FullScreenSpinner';
import { RouterButton } from '../../../frame/RouterButton';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { EmptyState } from '../../shared/EmptyState';
import { BookingList } from './BookingList';
import { MY_BOOKINGS_TAB_PARAM, myBookingsTabOf, ROLE_OF_TAB, tabTexts, type MyBookingsTab } from './my-bookings-tab';
import { useToastOnFailure } from './use-toast-on-failure';
import './my-bookings.css';

/**
 * /account/bookings (spec 001 §2 My Bookings): the bookings the member made and the requests they
 * received, in two tabs; the open tab is kept in the address.
 */
export function MyBookingsPage() {
  useDocumentTitle(BOOKING_PAGE_MESSAGES.myBookings);
  const auth = useAuth();
  const [params, setParams] = useSearchParams();
  const tab = myBookingsTabOf(params.get(MY_BOOKINGS_TAB_PARAM));
  if (auth.status === 'loading') return <FullScreenSpinner />;
  if (auth.status === 'signedOut') {
    // The account area's guard sends visitors to sign in first; this covers a session that ends here.
    return (
      <EmptyState
        icon="lock"
        text={BOOKING_MESSAGES.loginToViewBookings}
        action={<RouterButton to="/auth/login" intent="primary" text={BOOKING_PAGE_MESSAGES.signIn} />}
      />
    );
  }

  const selectTab = (next: MyBookingsTab) =>
    setParams(
      (current) => {
        current.set(MY_BOOKINGS_TAB_PARAM, next);
        return current;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="my-bookings-title" className="my-bookings">
      <h1 id="my-bookings-title" className="page__title">
        {BOOKING_PAGE_MESSAGES.myBookings}
      </h1>
      <Tabs
        id="my-bookings-tabs"
        selectedTabId={tab}
        onChange={(id) => selectTab(id as MyBookingsTab)}
        renderActiveTabPanelOnly
        size="large"
        // The tab titles change size at the phone breakpoint; Blueprint's sliding indicator is
        // measured once and would stay put, while the selected tab's own underline always fits.
        animate={false}
      >
        {(['made', 'received'] as const).map((id) => (
          <Tab key={id} id={id} title={tabTexts(id).title} panel={<MyBookingsPanel userId={auth.user.id} tab={id} />} />
        ))}
      </Tabs>
    </section>
  );
}

function MyBookingsPanel({ userId, tab }: { userId: string; tab: MyBookingsTab }) {
  const client = usePocketBase();
  const navigate = useNavigate();
  const role = ROLE_OF_TAB[tab];
  const load = useCallback(() => listMyBookingsWithParties(client, userId, role), [client, userId, role]);
  const state = useLoader(load);
  useToastOnFailure(state, tabTexts(tab).loadFailed);
  return (
    <BookingList tab={tab} state={state} onRetry={state.reload} onOpen={(id) => navigate(bookingDetailPath(id))} />
  );
}
