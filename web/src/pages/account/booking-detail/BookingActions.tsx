import { Alert, Button, Card } from '@blueprintjs/core';
import { changeBookingStatus, errorMessage, usePocketBase, type BookingWithParties } from '@partilha/data';
import {
  BOOKING_MESSAGES,
  rejectionReasonProblem,
  statusChangeSuccessMessage,
  type Booking,
  type BookingActor,
  BOOKING_PAGE_MESSAGES,
  formatDate,
  translateText,
} from '@partilha/domain';
import { ReasonDialog } from '@partilha/ui';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../app/toaster';
import { bookingActions, statusConfirmation, type ConfirmedStatus } from './booking-actions';
import { CancelBookingDialog } from './CancelBookingDialog';
import { EditDetailsDialog } from './EditDetailsDialog';
import { useRequestExpiry } from './use-request-expiry';

interface BookingActionsProps {
  data: BookingWithParties;
  role: BookingActor;
  /** The booking as the server answered the viewer's change. */
  onChanged: (booking: Booking) => void;
  /** The booking's facts, between the owner's action bar and the status buttons. */
  children: ReactNode;
}

/**
 * The booking card with what the viewer can do (spec 001 §2, §4): the owner's action bar (Confirm
 * Booking, Reject) while a request is open, the facts, then the status buttons — Edit Details,
 * Mark as Completed, Cancel. Every status change asks for confirmation first; rejecting asks for
 * an optional reason the renter reads on the booking, cancelling for a required one.
 */
export function BookingActions({ data, role, onChanged, children }: BookingActionsProps) {
  const client = usePocketBase();
  const { booking } = data;
  const actions = bookingActions(role, booking.status);
  const [confirming, setConfirming] = useState<ConfirmedStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'edit' | 'cancel' | 'reject' | null>(null);

  const changeStatus = async (to: ConfirmedStatus) => {
    setBusy(true);
    try {
      onChanged(await changeBookingStatus(client, booking.id, to));
      toast.success(statusChangeSuccessMessage(to));
      setConfirming(null);
    } catch (error) {
      toast.error(translateText(errorMessage(error, BOOKING_MESSAGES.statusUpdateFailed)));
    } finally {
      setBusy(false);
    }
  };

  // The reject dialog shows the server's refusal itself, so it gets the error instead of a toast.
  const reject = async (reason: string) => {
    try {
      onChanged(await changeBookingStatus(client, booking.id, 'rejected', reason));
    } catch (error) {
      throw new Error(translateText(errorMessage(error, BOOKING_MESSAGES.statusUpdateFailed)), { cause: error });
    }
    toast.success(statusChangeSuccessMessage('rejected'));
  };

  const expiresAt = useRequestExpiry(booking);
  const confirmation = confirming ? statusConfirmation(confirming) : null;
  const rejection = statusConfirmation('rejected');
  const hasButtons = actions.editDetails || actions.markCompleted || actions.cancel;

  return (
    <Card className="booking-detail__card">
      {actions.ownerDecision && (
        <div className="booking-detail__owner-bar" role="group" aria-label={BOOKING_PAGE_MESSAGES.respondToRequest}>
          <p className="booking-detail__owner-bar-text">
            {booking.status === 'negotiating'
              ? BOOKING_PAGE_MESSAGES.negotiatingPrompt
              : BOOKING_PAGE_MESSAGES.waitingPrompt}
          </p>
          {expiresAt && (
            <p className="booking-detail__owner-bar-text booking-detail__expires">
              {BOOKING_PAGE_MESSAGES.expiresOn(formatDate(expiresAt, { withTime: true }))}
            </p>
          )}
          <div className="booking-detail__buttons">
            <Button
              intent="success"
              icon="tick"
              text={BOOKING_MESSAGES.confirmBooking}
              onClick={() => setConfirming('approved')}
            />
            <Button
              intent="danger"
              variant="outlined"
              icon="cross"
              text={BOOKING_MESSAGES.reject}
              onClick={() => setDialog('reject')}
            />
          </div>
        </div>
      )}
      {children}
      {hasButtons && (
        <div className="booking-detail__buttons booking-detail__status-buttons">
          {actions.editDetails && (
            <Button icon="edit" text={BOOKING_PAGE_MESSAGES.editDetails} onClick={() => setDialog('edit')} />
          )}
          {actions.markCompleted && (
            <Button
              intent="primary"
              icon="tick-circle"
              text={BOOKING_MESSAGES.markCompleted}
              onClick={() => setConfirming('completed')}
            />
          )}
          {actions.cancel && (
            <Button
              intent="danger"
              variant="outlined"
              icon="disable"
              text={actions.cancel.label}
              onClick={() => setDialog('cancel')}
            />
          )}
        </div>
      )}
      <Alert
        isOpen={confirmation !== null}
        intent={confirmation?.intent}
        icon="tick"
        confirmButtonText={confirmation?.confirm}
        cancelButtonText={BOOKING_PAGE_MESSAGES.goBack}
        loading={busy}
        canEscapeKeyCancel={!busy}
        onConfirm={() => confirming && void changeStatus(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <h2 className="booking-detail__dialog-title">{confirmation?.title}</h2>
        <p>{confirmation?.body}</p>
      </Alert>
      <ReasonDialog
        isOpen={dialog === 'reject'}
        title={rejection.title}
        description={rejection.body}
        confirmLabel={rejection.confirm}
        intent={rejection.intent}
        optional
        validate={rejectionReasonProblem}
        helperText={BOOKING_PAGE_MESSAGES.rejectionReasonHelp}
        onConfirm={reject}
        onClose={() => setDialog(null)}
      />
      {dialog === 'edit' && (
        <EditDetailsDialog data={data} role={role} onClose={() => setDialog(null)} onSaved={onChanged} />
      )}
      {dialog === 'cancel' && actions.cancel && (
        <CancelBookingDialog
          bookingId={booking.id}
          title={actions.cancel.label}
          onClose={() => setDialog(null)}
          onCancelled={onChanged}
        />
      )}
    </Card>
  );
}
