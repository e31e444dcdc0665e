import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { cancelBooking, errorMessage, usePocketBase } from '@partilha/data';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  CANCELLATION_REASONS,
  cancellationFormSchema,
  LATE_CANCELLATION_TOAST_DURATION_MS,
  OTHER_CANCELLATION_REASON,
  type Booking,
  BOOKING_PAGE_MESSAGES,
  translateText,
} from '@partilha/domain';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toaster';
import { useZodForm } from '../../../forms/use-zod-form';

/** A form error (the schema's English words, made at load) in the active language. */
function translatedError(message: string | undefined): string | undefined {
  return message === undefined ? undefined : translateText(message);
}

interface CancelBookingDialogProps {
  bookingId: string;
  /** "Cancel Request" for an open request, "Cancel Booking" for a confirmed one. */
  title: string;
  onClose: () => void;
  onCancelled: (booking: Booking) => void;
}

/**
 * The Cancel Booking dialog (spec 001 §2, §4, §5): a reason from the six, free text for Other.
 * The server decides whether it was late by its own clock; a late cancellation gets the 6-second
 * warning, any other "Booking cancelled successfully".
 */
export function CancelBookingDialog({ bookingId, title, onClose, onCancelled }: CancelBookingDialogProps) {
  const ids = useId();
  const client = usePocketBase();
  const form = useZodForm(cancellationFormSchema, { reason: '', otherReason: '' });
  const { reason, otherReason } = form.values;
  const errors = {
    reason: translatedError(form.errors.reason?.[0]),
    otherReason: translatedError(form.errors.otherReason?.[0]),
  };
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    setBusy(true);
    try {
      const answer = await cancelBooking(client, bookingId, {
        reason: parsed.reason,
        ...(parsed.reason === OTHER_CANCELLATION_REASON ? { otherReason: parsed.otherReason.trim() } : {}),
      });
      onCancelled(answer.booking);
      if (answer.isLateCancellation) {
        toast.warning(BOOKING_MESSAGES.lateCancellationWarning, { timeoutMs: LATE_CANCELLATION_TOAST_DURATION_MS });
      } else {
        toast.success(BOOKING_MESSAGES.cancelled);
      }
      onClose();
    } catch (error) {
      toast.error(translateText(errorMessage(error, BOOKING_MESSAGES.cancelFailed)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog isOpen title={title} icon="disable" onClose={busy ? undefined : onClose} className="booking-detail__dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <p className="booking-detail__dialog-text">{BOOKING_PAGE_MESSAGES.cancelDialogText}</p>
          <FormGroup
            label={BOOKING_PAGE_MESSAGES.cancelReasonLabel}
            labelFor={`${ids}-reason`}
            intent={errors.reason ? 'danger' : 'none'}
            helperText={errors.reason}
          >
            <HTMLSelect
              id={`${ids}-reason`}
              value={reason}
              fill
              iconName="caret-down"
              disabled={busy}
              aria-invalid={errors.reason ? true : undefined}
              onChange={(event) => form.setValue('reason', event.currentTarget.value)}
            >
              <option value="">{BOOKING_PAGE_MESSAGES.selectReason}</option>
              {CANCELLATION_REASONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {reason === OTHER_CANCELLATION_REASON && (
            <FormGroup
              label={BOOKING_PAGE_MESSAGES.describeReason}
              labelFor={`${ids}-other`}
              intent={errors.otherReason ? 'danger' : 'none'}
              helperText={errors.otherReason}
            >
              <InputGroup
                id={`${ids}-other`}
                value={otherReason}
                maxLength={BOOKING_LIMITS.cancellationReasonMax}
                disabled={busy}
                intent={errors.otherReason ? 'danger' : 'none'}
                aria-invalid={errors.otherReason ? true : undefined}
                onValueChange={(text) => form.setValue('otherReason', text)}
              />
            </FormGroup>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={BOOKING_PAGE_MESSAGES.goBack} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="danger" text={title} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
