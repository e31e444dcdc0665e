import { Icon } from '@blueprintjs/core';
import {
  BOOKING_ACTOR_LABELS,
  BOOKING_MESSAGES,
  formatDate,
  formatDateRange,
  formatEuros,
  LISTING_MESSAGES,
  LISTING_TYPE_LABELS,
  type BookingActor,
  type BookingStatus,
  type ListingType,
  BOOKING_PAGE_MESSAGES,
} from '@partilha/domain';
import { useId, useState, type MouseEvent } from 'react';
import { cls } from '../../classes';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { isPlainLeftClick } from '../ListingCard/plain-left-click';
import { UserAvatar } from '../UserAvatar';
import { hoursPerDayText } from './hours-per-day-text';

export interface BookingCardParty {
  /** The other party's part in the booking: the owner on "Bookings I've Made", the renter on requests received. */
  role: BookingActor;
  name: string;
  avatarUrl?: string | null;
}

/** Why the listing behind a booking cannot be shown: gone, or failed to load. */
export type BookingCardListingProblem = 'not-found' | 'error';

export interface BookingCardProps {
  id: string;
  /** The title copied onto the booking when it was requested, so it shows even if the listing is gone. */
  listingTitle: string;
  listingType: ListingType;
  /** The listing's main image (a server thumbnail); without one "No image" shows. */
  imageUrl?: string | null;
  otherParty: BookingCardParty;
  /** First and last day (a "YYYY-MM-DD" day or a stored timestamp). */
  startDate: string;
  endDate?: string | null;
  /** The chosen days; when given, their count shows beside the range (the days need not be consecutive). */
  selectedDates?: readonly string[];
  hoursPerDay?: number | null;
  /** Euros. */
  totalPrice: number;
  /** How the total is made, "€18.50 × 2 h × 2 days = €74" (the domain's `bookingPriceFormula`), shown under it. */
  priceFormula?: string | null;
  /** When the request was made (the record's `created`). */
  requestedAt?: string | null;
  status: BookingStatus;
  /** Shows "Listing not found" or "Error loading listing" as a warning line. */
  listingProblem?: BookingCardListingProblem | null;
  /** The booking's detail page, /account/bookings/{id}. */
  href: string;
  /** In-page navigation: a plain left click on View Details calls it instead of loading `href`. */
  onOpen?: (id: string) => void;
  /** Level of the title heading within the page. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function problemText(problem: BookingCardListingProblem): string {
  return problem === 'error' ? BOOKING_MESSAGES.errorLoadingListing : BOOKING_MESSAGES.listingNotFound;
}

/**
 * A booking in My Bookings (spec 001 §2): listing image, title and type, the other party, dates,
 * hours per day (services), total in euros and how it is made, requested-on date, the status badge and a View Details link.
 */
export function BookingCard(props: BookingCardProps) {
  const { id, listingTitle, listingType, otherParty, status, href, onOpen, headingLevel = 3 } = props;
  const ids = useId();
  const Heading = `h${headingLevel}` as const;
  const problem = props.listingProblem ? problemText(props.listingProblem) : null;
  const dayCount = props.selectedDates?.length ?? 0;
  const dates = formatDateRange(props.startDate, props.endDate);
  const requestedOn = props.requestedAt ? formatDate(props.requestedAt) : '';

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <article
      className={[cls('booking-card'), props.className].filter(Boolean).join(' ')}
      aria-labelledby={`${ids}-title`}
    >
      <div className={cls('booking-card-inner')}>
        <BookingCardImage url={props.imageUrl} />
        <div className={cls('booking-card-body')}>
          <div className={cls('booking-card-header')}>
            <div className={cls('booking-card-heading')}>
              <Heading id={`${ids}-title`} className={cls('booking-card-title')}>
                {listingTitle.trim() || problem || BOOKING_MESSAGES.listingNotFound}
              </Heading>
              <span className={cls('booking-card-type')}>{LISTING_TYPE_LABELS[listingType]}</span>
            </div>
            <BookingStatusBadge status={status} />
          </div>
          {problem && (
            <p className={cls('booking-card-warning')}>
              <Icon icon="warning-sign" size={14} aria-hidden />
              {problem}
            </p>
          )}
          <div className={cls('booking-card-party')}>
            <UserAvatar name={otherParty.name} imageUrl={otherParty.avatarUrl} size="sm" decorative />
            <span>
              <span className={cls('booking-card-label')}>{BOOKING_ACTOR_LABELS[otherParty.role]}: </span>
              <span className={cls('booking-card-party-name')}>{otherParty.name}</span>
            </span>
          </div>
          <dl className={cls('booking-card-details')}>
            <dt>{BOOKING_PAGE_MESSAGES.dates}</dt>
            <dd>
              {dates}
              {dayCount > 0 && ` (${BOOKING_MESSAGES.days(dayCount)})`}
            </dd>
            {props.hoursPerDay && listingType === 'service' ? (
              <>
                <dt>{BOOKING_PAGE_MESSAGES.hours}</dt>
                <dd>{hoursPerDayText(props.hoursPerDay)}</dd>
              </>
            ) : null}
            <dt>{BOOKING_PAGE_MESSAGES.total}</dt>
            <dd>
              <span className={cls('booking-card-price')}>{formatEuros(props.totalPrice)}</span>
              {props.priceFormula && <span className={cls('booking-card-formula')}>{props.priceFormula}</span>}
            </dd>
            {requestedOn && (
              <>
                <dt>{BOOKING_PAGE_MESSAGES.requestedOn}</dt>
                <dd>{requestedOn}</dd>
              </>
            )}
          </dl>
          <a
            className={cls('booking-card-link')}
            href={href}
            onClick={open}
            id={`${ids}-link`}
            aria-labelledby={`${ids}-link ${ids}-title`}
          >
            {BOOKING_PAGE_MESSAGES.viewDetails}
            <Icon icon="chevron-right" size={14} aria-hidden />
          </a>
        </div>
      </div>
    </article>
  );
}

function BookingCardImage({ url }: { url: string | null | undefined }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    // Decorative: the title beside it names the listing.
    return (
      <img className={cls('booking-card-image')} src={url} alt="" loading="lazy" onError={() => setFailedUrl(url)} />
    );
  }
  return (
    <div className={`${cls('booking-card-image')} ${cls('booking-card-no-image')}`}>
      <Icon icon="media" size={20} aria-hidden />
      <span>{LISTING_MESSAGES.noImage}</span>
    </div>
  );
}
