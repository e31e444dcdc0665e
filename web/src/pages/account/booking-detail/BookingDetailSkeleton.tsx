import { BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { Card, Classes } from '@blueprintjs/core';

/**
 * The booking page while its booking loads: the title row, the booking card and the messages at
 * about their final sizes, so the page keeps its shape (and the footer its place below the fold)
 * when the booking arrives.
 */
export function BookingDetailSkeleton() {
  return (
    <div className="booking-detail booking-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{BOOKING_PAGE_MESSAGES.loadingBooking}</span>
      <div aria-hidden="true">
        <div className="booking-detail__back booking-skeleton__back" />
        <div className="booking-detail__header">
          <span className={`booking-skeleton__title ${Classes.SKELETON}`} />
        </div>
        <div className="booking-detail__layout">
          <Card className={`booking-skeleton__card ${Classes.SKELETON}`} />
          <Card className={`booking-skeleton__messages ${Classes.SKELETON}`} />
        </div>
      </div>
    </div>
  );
}
