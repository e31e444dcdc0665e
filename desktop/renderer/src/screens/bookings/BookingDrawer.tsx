import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { getConsoleBooking, type ConsoleBookingDetail } from '@partilha/data';
import {
  CONSOLE_RECORDS_TEXTS as T,
  CONSOLE_SHELL_TEXTS,
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
  if (by === detail.renter.id) return T.cancellerRenter(detail.renter.displayName);
  if (by === detail.owner.id) return T.cancellerOwner(detail.owner.displayName);
  return by;
}

function BookingDetail({ detail }: { detail: ConsoleBookingDetail }) {
  const { booking, listing } = detail;
  const isService = (listing?.type ?? booking.listingType) === 'service';
  return (
    <>
      <DetailSection title={T.listing}>
        {listing ? (
          <Facts
            items={[
              [
                T.title,
                <a href={screenHref('listings', { owner: detail.owner.id, id: listing.id })}>{listing.title}</a>,
              ],
              [T.type, LISTING_TYPE_LABELS[listing.type]],
              [T.category, getCategoryLabel(listing.category)],
              [T.city, listing.city],
              [T.price, `${formatEuros(listing.price)}${PRICE_SUFFIXES[listing.type]}`],
              [T.status, listing.status === 'active' ? T.active : T.suspended],
            ]}
          />
        ) : (
          <p>{T.listingGone}</p>
        )}
      </DetailSection>
      <DetailSection title={T.parties}>
        <div className="console-parties">
          <PartyCard role="Renter" party={detail.renter} />
          <PartyCard role="Owner" party={detail.owner} />
        </div>
      </DetailSection>
      <DetailSection title={T.booking}>
        <Facts
          items={[
            [T.dates, formatDateRange(booking.startDate, booking.endDate || null)],
            [T.days, booking.selectedDates.length || ''],
            ...(isService && booking.hoursPerDay
              ? ([[T.hoursPerDay, hoursPerDayText(booking.hoursPerDay)]] as const)
              : []),
            [T.total, formatEuros(booking.totalPrice)],
            [T.payment, booking.paymentStatus],
            [T.requested, formatDate(booking.created, { withTime: true })],
            [T.notes, booking.notes],
            ...(booking.status === 'cancelled'
              ? ([
                  [T.cancelled, formatDate(booking.cancelledAt, { withTime: true })],
                  [T.cancelledBy, cancellerName(detail)],
                  [T.reason, booking.cancellationReason],
                  [T.lateCancellation, booking.isLateCancellation ? T.yes : T.no],
                ] as const)
              : []),
          ]}
        />
      </DetailSection>
      <DetailSection title={T.statusHistory}>
        <StatusHistory entries={detail.history} />
      </DetailSection>
      <DetailSection title={T.messages}>
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
      title={booking ? T.bookingTitle(booking.listingTitle || T.listingRemoved) : T.booking}
      subtitle={
        booking && (
          <span className="console-inline-tags">
            <BookingStatusBadge status={booking.status} />
            {T.withParty(booking.renter.displayName, booking.owner.displayName)}
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
        <NonIdealState icon={<Spinner aria-label={CONSOLE_SHELL_TEXTS.loading} />} />
      )}
    </DetailDrawer>
  );
}
