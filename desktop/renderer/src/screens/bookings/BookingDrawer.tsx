import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { getConsoleBooking, type ConsoleBookingDetail } from '@partilha/data';
import {
  formatDate,
  formatDateRange,
  formatEuros,
  getCategoryLabel,
  LISTING_TYPE_LABELS,
  PRICE_SUFFIXES,
} from '@partilha/domain';
import { BookingStatusBadge, DetailDrawer, hoursPerDayText } from '@partilha/ui';
import { useConsole } from '../../app/console-context';
import { screenHref } from '../../routing/hash-route';
import { DetailSection, Facts } from '../../shared/Facts';
import { useRemote } from '../../shared/use-remote';
import { PartyCard } from './PartyCard';
import { ReadOnlyMessages } from './ReadOnlyMessages';
import { StatusHistory } from './StatusHistory';

/** Who cancelled, by name and side: the server gives the canceller's id. */
function cancellerName(detail: ConsoleBookingDetail): string {
  const by = detail.booking.cancelledBy;
  if (by === detail.renter.id) return `${detail.renter.displayName} (renter)`;
  if (by === detail.owner.id) return `${detail.owner.displayName} (owner)`;
  return by;
}

function BookingDetail({ detail }: { detail: ConsoleBookingDetail }) {
  const { booking, listing } = detail;
  const isService = (listing?.type ?? booking.listingType) === 'service';
  return (
    <>
      <DetailSection title="Listing">
        {listing ? (
          <Facts
            items={[
              [
                'Title',
                <a href={screenHref('listings', { owner: detail.owner.id, id: listing.id })}>{listing.title}</a>,
              ],
              ['Type', LISTING_TYPE_LABELS[listing.type]],
              ['Category', getCategoryLabel(listing.category)],
              ['City', listing.city],
              ['Price', `${formatEuros(listing.price)}${PRICE_SUFFIXES[listing.type]}`],
              ['Status', listing.status === 'active' ? 'Active' : 'Suspended'],
            ]}
          />
        ) : (
          <p>The listing no longer exists.</p>
        )}
      </DetailSection>
      <DetailSection title="Parties">
        <div className="console-parties">
          <PartyCard role="Renter" party={detail.renter} />
          <PartyCard role="Owner" party={detail.owner} />
        </div>
      </DetailSection>
      <DetailSection title="Booking">
        <Facts
          items={[
            ['Dates', formatDateRange(booking.startDate, booking.endDate || null)],
            ['Days', booking.selectedDates.length || ''],
            ...(isService && booking.hoursPerDay
              ? ([['Hours per day', hoursPerDayText(booking.hoursPerDay)]] as const)
              : []),
            ['Total', formatEuros(booking.totalPrice)],
            ['Payment', booking.paymentStatus],
            ['Requested', formatDate(booking.created, { withTime: true })],
            ['Notes', booking.notes],
            ...(booking.status === 'cancelled'
              ? ([
                  ['Cancelled', formatDate(booking.cancelledAt, { withTime: true })],
                  ['Cancelled by', cancellerName(detail)],
                  ['Reason', booking.cancellationReason],
                  ['Late cancellation', booking.isLateCancellation ? 'Yes' : 'No'],
                ] as const)
              : []),
          ]}
        />
      </DetailSection>
      <DetailSection title="Status history">
        <StatusHistory entries={detail.history} />
      </DetailSection>
      <DetailSection title="Messages">
        <ReadOnlyMessages messages={detail.messages} />
      </DetailSection>
    </>
  );
}

/** One booking in full, opened from the table (its id is in the hash, so it can be linked). */
export function BookingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { client } = useConsole();
  const detail = useRemote(() => (id ? getConsoleBooking(client, id) : Promise.resolve(null)), [client, id]);
  const data = detail.data && detail.data.booking.id === id ? detail.data : null;
  const booking = data?.booking;
  return (
    <DetailDrawer
      isOpen={id !== null}
      onClose={onClose}
      title={booking ? `Booking: ${booking.listingTitle || 'listing removed'}` : 'Booking'}
      subtitle={
        booking && (
          <span className="console-inline-tags">
            <BookingStatusBadge status={booking.status} />
            {`${booking.renter.displayName} with ${booking.owner.displayName}`}
          </span>
        )
      }
    >
      {detail.error && !data ? (
        <Callout intent="danger" role="alert">
          {detail.error}
        </Callout>
      ) : data ? (
        <BookingDetail detail={data} />
      ) : (
        <NonIdealState icon={<Spinner aria-label="Loading" />} />
      )}
    </DetailDrawer>
  );
}
