import { BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { Button, Classes } from '@blueprintjs/core';
import type { BookingWithParties } from '@partilha/data';
import { BookingCard } from '@partilha/ui';
import type { LoadState } from '../../../app/use-loader';
import { RouterButton } from '../../../frame/RouterButton';
import { EmptyState } from '../../shared/EmptyState';
import { bookingCardProps } from './booking-card-props';
import { ROLE_OF_TAB, tabTexts, type MyBookingsTab } from './my-bookings-tab';
import { useBookingCardImages } from './use-booking-card-images';

export interface BookingListProps {
  tab: MyBookingsTab;
  state: LoadState<readonly BookingWithParties[]>;
  onRetry: () => void;
  /** View Details was chosen: open /account/bookings/{id} inside the app. */
  onOpen: (id: string) => void;
}

/** Where a member with nothing in a tab can go next. */
function nextStep(tab: MyBookingsTab): { to: string; text: string } {
  return tab === 'made'
    ? { to: '/marketplace', text: BOOKING_PAGE_MESSAGES.browseListings }
    : { to: '/account/listings', text: BOOKING_PAGE_MESSAGES.myListings };
}

/** How many placeholder cards stand in while a tab loads. */
const PLACEHOLDER_CARDS = 3;

/**
 * One tab of My Bookings: its bookings as cards, newest first; its empty text; or, when it could
 * not be loaded, the same words as the toast with Try Again, so the page is never blank.
 */
export function BookingList({ tab, state, onRetry, onOpen }: BookingListProps) {
  const images = useBookingCardImages();
  const texts = tabTexts(tab);

  if (state.status === 'loading') {
    return (
      <div className="my-bookings__loading" role="status">
        <span className="visually-hidden">{BOOKING_PAGE_MESSAGES.loadingBookings}</span>
        <ul className="my-bookings__list" aria-hidden>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <li key={index} className={`my-bookings__placeholder ${Classes.SKELETON}`} />
          ))}
        </ul>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <EmptyState
        icon="error"
        text={texts.loadFailed}
        action={<Button text={BOOKING_PAGE_MESSAGES.tryAgain} onClick={onRetry} />}
      />
    );
  }
  if (state.data.length === 0) {
    const next = nextStep(tab);
    return (
      <EmptyState
        icon={tab === 'made' ? 'calendar' : 'inbox'}
        text={texts.empty}
        action={<RouterButton to={next.to} text={next.text} />}
      />
    );
  }
  return (
    <ul className="my-bookings__list" aria-label={texts.title}>
      {state.data.map((item) => (
        <li key={item.booking.id}>
          <BookingCard {...bookingCardProps(item, ROLE_OF_TAB[tab], images)} headingLevel={2} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
