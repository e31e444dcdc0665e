import { Classes, Tab, Tabs } from '@blueprintjs/core';
import { useAuth, type BookingWithParties } from '@partilha/data';
import { BOOKING_MESSAGES, resolveBookingRole, BOOKING_PAGE_MESSAGES, translateText } from '@partilha/domain';
import { BookingStatusBadge } from '@partilha/ui';
import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '../../../app/toaster';
import { usePhoneLayout } from '../../../app/use-media-query';
import { RouterButton } from '../../../frame/RouterButton';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { BookingActions } from './BookingActions';
import { BookingDetailSkeleton } from './BookingDetailSkeleton';
import { BookingFacts } from './BookingFacts';
import { BookingMessages } from './BookingMessages';
import { BOOKING_TAB_PARAM, bookingTabOf, type BookingTab } from './booking-detail-tab';
import { MessagesTabTitle } from './MessagesTabTitle';
import { ReviewsPrompt } from './ReviewsPrompt';
import { useBooking } from './use-booking';
import { useBookingConversation } from './use-booking-conversation';
import './booking-detail.css';

const MY_BOOKINGS = '/account/bookings';
const TABS_ID = 'booking-tabs';

/**
 * A booking's page, /account/bookings/{id} (spec 001 §2 Booking detail): on the left the booking
 * with its status, listing, people, dates, price and the viewer's actions; on the right the
 * messages. On phones the two are tabs (Details / Messages), so the conversation is one tap away;
 * `?tab=messages` or `#messages` opens it. Only its two parties see it; anything else goes back to
 * My Bookings with the spec's toast.
 */
export function BookingDetailPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const state = useBooking(id);
  const viewerId = auth.status === 'signedIn' ? auth.user.id : '';
  const role = state.status === 'ready' ? resolveBookingRole(state.data.booking, viewerId) : null;
  const refusal =
    state.status === 'failed'
      ? state.message
      : state.status === 'ready' && !role
        ? BOOKING_MESSAGES.noPermissionToViewToast
        : null;
  useDocumentTitle(
    state.status === 'ready'
      ? BOOKING_PAGE_MESSAGES.bookingTitle(state.data.booking.listingTitle)
      : BOOKING_PAGE_MESSAGES.booking,
  );

  useEffect(() => {
    if (refusal) toast.error(translateText(refusal));
  }, [refusal]);

  if (refusal) return <Navigate to={MY_BOOKINGS} replace />;
  if (state.status !== 'ready' || !role) return <BookingDetailSkeleton />;
  return <BookingDetail data={state.data} role={role} viewerId={viewerId} onChanged={state.replace} />;
}

function BookingDetail({
  data,
  role,
  viewerId,
  onChanged,
}: {
  data: BookingWithParties;
  role: 'owner' | 'renter';
  viewerId: string;
  onChanged: Parameters<typeof BookingActions>[0]['onChanged'];
}) {
  const { booking } = data;
  const phone = usePhoneLayout();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab = bookingTabOf(params.get(BOOKING_TAB_PARAM), location.hash);
  const conversation = useBookingConversation(booking.id, viewerId, !phone || tab === 'messages');

  const selectTab = (next: BookingTab) =>
    setParams(
      (current) => {
        current.set(BOOKING_TAB_PARAM, next);
        return current;
      },
      { replace: true },
    );

  // One tree for both layouts (nothing remounts, an open dialog stays open, the thread keeps its
  // draft when the window crosses the breakpoint); on phones the two parts become tab panels.
  const panel = (id: BookingTab) =>
    phone
      ? {
          id: `${Classes.TAB_PANEL}_${TABS_ID}_${id}`,
          role: 'tabpanel',
          'aria-labelledby': `${Classes.TAB}-title_${TABS_ID}_${id}`,
          hidden: tab !== id,
        }
      : {};

  return (
    <article className="booking-detail" aria-labelledby="booking-title">
      <RouterButton
        to={MY_BOOKINGS}
        icon="arrow-left"
        variant="minimal"
        text={BOOKING_PAGE_MESSAGES.myBookings}
        className="booking-detail__back"
      />
      <header className="booking-detail__header">
        <h1 id="booking-title" className="page__title booking-detail__title">
          {booking.listingTitle || BOOKING_PAGE_MESSAGES.booking}
        </h1>
        <BookingStatusBadge status={booking.status} />
      </header>
      {phone && (
        <Tabs
          id={TABS_ID}
          className="booking-detail__tabs"
          selectedTabId={tab}
          onChange={(id) => selectTab(id as BookingTab)}
          size="large"
          fill
          animate={false}
        >
          <Tab id="details" title={BOOKING_PAGE_MESSAGES.details} />
          <Tab id="messages" title={<MessagesTabTitle unreadCount={conversation.unreadCount} />} />
        </Tabs>
      )}
      <div className="booking-detail__layout">
        <div className="booking-detail__panel booking-detail__panel--details" {...panel('details')}>
          <ReviewsPrompt data={data} role={role} />
          <div className="booking-detail__main">
            <BookingActions data={data} role={role} onChanged={onChanged}>
              <BookingFacts data={data} role={role} />
            </BookingActions>
          </div>
        </div>
        <ScrolledToWhenAsked asked={!phone && tab === 'messages'} panelProps={panel('messages')}>
          <BookingMessages data={data} viewerId={viewerId} conversation={conversation} />
        </ScrolledToWhenAsked>
      </div>
    </article>
  );
}

/**
 * On wider screens the conversation is beside (or, below 960 px, under) the booking: a link that
 * asks for it (`?tab=messages`, `#messages`) brings it into view once, when the page opens.
 */
function ScrolledToWhenAsked({
  asked,
  panelProps,
  children,
}: {
  asked: boolean;
  panelProps: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const askedOnOpen = useRef(asked);
  useEffect(() => {
    if (askedOnOpen.current) box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div ref={box} className="booking-detail__panel booking-detail__side" {...panelProps}>
      {children}
    </div>
  );
}
