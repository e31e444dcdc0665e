import { lisbonIsoDate, LISTING_PAGE_MESSAGES, type IsoDate } from '@partilha/domain';
import { BookingCalendar } from '@partilha/ui';
import { useId, useMemo } from 'react';
import { useListingAvailability } from './use-listing-availability';

const NO_DAYS: readonly IsoDate[] = [];

/**
 * The owner's view of their listing's calendar: the days taken by a booking request or a
 * confirmed booking, or blocked, are struck through — exactly the days renters chose, gaps left
 * free (docs/adr/0011). Read-only: the owner answers requests from the booking pages.
 */
export function OwnerCalendar({ listingId }: { listingId: string }) {
  const titleId = useId();
  const today = useMemo(() => lisbonIsoDate(new Date()), []);
  const { unavailableDates } = useListingAvailability(listingId, today, NO_DAYS);
  const taken = useMemo(() => new Set(unavailableDates), [unavailableDates]);
  return (
    <section className="owner-calendar" aria-labelledby={titleId}>
      <h2 id={titleId} className="listing-detail__side-title">
        {LISTING_PAGE_MESSAGES.yourCalendar}
      </h2>
      <p className="owner-calendar__hint">{LISTING_PAGE_MESSAGES.calendarHint}</p>
      <BookingCalendar
        today={today}
        isUnavailable={(day) => taken.has(day)}
        selected={NO_DAYS}
        onPick={() => undefined}
        disabled
        labelledBy={titleId}
      />
    </section>
  );
}
