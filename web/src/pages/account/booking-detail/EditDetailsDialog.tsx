import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Slider, TextArea } from '@blueprintjs/core';
import { errorMessage, updateBookingDetails, usePocketBase, type BookingWithParties } from '@partilha/data';
import {
  amountInputText,
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  canOverrideBookingPrice,
  EDIT_DIALOG_HOURS,
  editBookingFormSchema,
  formatEuros,
  lisbonIsoDate,
  parseEuroAmount,
  type Booking,
  type BookingActor,
  BOOKING_PAGE_MESSAGES,
  translateText,
} from '@partilha/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { toast } from '../../../app/toaster';
import { groupIssues, type FieldErrors } from '../../../forms/use-zod-form';
import { editDetailsChange, initialEditValues, shownTotal, type EditDetailsValues } from './edit-details-values';

interface EditDetailsDialogProps {
  data: BookingWithParties;
  role: BookingActor;
  onClose: () => void;
  onSaved: (booking: Booking) => void;
}

/**
 * Edit Booking Details (spec 001 §2, §4, §5): dates, hours per day on a 1–24 slider, the total
 * (only the owner may set it; for the renter it shows how the change will be priced) and notes.
 * Saving moves the booking to negotiating and tells the other party.
 */
export function EditDetailsDialog({ data, role, onClose, onSaved }: EditDetailsDialogProps) {
  const ids = useId();
  const client = usePocketBase();
  const initial = useMemo(() => initialEditValues(data.booking), [data.booking]);
  const today = useMemo(() => lisbonIsoDate(new Date()), []);
  const [values, setValues] = useState(initial);
  const [typedPrice, setTypedPrice] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<EditDetailsValues>>({});
  const [busy, setBusy] = useState(false);
  const ownerSetsPrice = canOverrideBookingPrice(role);
  // The owner's price as typed ("18,50" is €18.50); empty leaves the pricing to the server.
  const priceReading =
    ownerSetsPrice && typedPrice !== null && typedPrice.trim() !== '' ? parseEuroAmount(typedPrice) : null;
  const ownerPrice = priceReading?.ok ? priceReading.amount : null;
  const total = shownTotal(initial, values, data.listing, ownerPrice);
  const set = (change: Partial<EditDetailsValues>) => setValues((previous) => ({ ...previous, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = editBookingFormSchema.safeParse({ ...values, totalPrice: ownerPrice ?? total });
    const priceRefusal = priceReading && !priceReading.ok ? [priceReading.message] : undefined;
    if (!parsed.success || priceRefusal) {
      const issues = parsed.success ? {} : groupIssues<EditDetailsValues>(parsed.error.issues);
      setErrors(priceRefusal ? { ...issues, totalPrice: priceRefusal } : issues);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onSaved(await updateBookingDetails(client, data.booking.id, editDetailsChange(initial, values, ownerPrice)));
      toast.success(BOOKING_MESSAGES.detailsUpdated);
      onClose();
    } catch (error) {
      toast.error(translateText(errorMessage(error, BOOKING_MESSAGES.detailsUpdateFailed)));
    } finally {
      setBusy(false);
    }
  };

  const firstError = (name: keyof EditDetailsValues) => {
    const message = errors[name]?.[0];
    return message === undefined ? undefined : translateText(message);
  };
  const field = (name: keyof EditDetailsValues) => ({
    intent: firstError(name) ? ('danger' as const) : ('none' as const),
    helperText: firstError(name),
  });

  return (
    <Dialog
      isOpen
      title={BOOKING_PAGE_MESSAGES.editTitle}
      icon="edit"
      onClose={busy ? undefined : onClose}
      className="booking-detail__dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          <div className="booking-detail__date-fields">
            <FormGroup label={BOOKING_PAGE_MESSAGES.startDate} labelFor={`${ids}-start`} {...field('startDate')}>
              <InputGroup
                id={`${ids}-start`}
                type="date"
                min={today}
                value={values.startDate}
                disabled={busy}
                aria-invalid={firstError('startDate') ? true : undefined}
                onValueChange={(startDate) => set({ startDate })}
              />
            </FormGroup>
            <FormGroup label={BOOKING_PAGE_MESSAGES.endDate} labelFor={`${ids}-end`} {...field('endDate')}>
              <InputGroup
                id={`${ids}-end`}
                type="date"
                min={values.startDate || today}
                value={values.endDate}
                disabled={busy}
                aria-invalid={firstError('endDate') ? true : undefined}
                onValueChange={(endDate) => set({ endDate })}
              />
            </FormGroup>
          </div>
          {/* Equipment is priced by the day: it has no hours (issue 17). */}
          {data.booking.listingType !== 'equipment' && (
            <FormGroup
              label={<span id={`${ids}-hours-label`}>{BOOKING_PAGE_MESSAGES.hoursPerDay}</span>}
              {...field('hoursPerDay')}
            >
              <div className="booking-detail__slider">
                <Slider
                  min={EDIT_DIALOG_HOURS.min}
                  max={EDIT_DIALOG_HOURS.max}
                  stepSize={EDIT_DIALOG_HOURS.step}
                  labelStepSize={23}
                  value={values.hoursPerDay}
                  disabled={busy}
                  handleHtmlProps={{ 'aria-labelledby': `${ids}-hours-label` }}
                  onChange={(hoursPerDay) => set({ hoursPerDay })}
                />
                <output className="booking-detail__slider-value" aria-hidden>
                  {BOOKING_MESSAGES.hours(values.hoursPerDay)}
                </output>
              </div>
            </FormGroup>
          )}
          <FormGroup
            label={BOOKING_PAGE_MESSAGES.totalPriceEuros}
            labelFor={`${ids}-price`}
            {...field('totalPrice')}
            helperText={
              firstError('totalPrice') ??
              (ownerSetsPrice
                ? BOOKING_PAGE_MESSAGES.ownerSetsPrice
                : BOOKING_PAGE_MESSAGES.onlyOwnerPrice(formatEuros(total)))
            }
          >
            <InputGroup
              id={`${ids}-price`}
              inputMode="decimal"
              autoComplete="off"
              value={ownerSetsPrice && typedPrice !== null ? typedPrice : amountInputText(total)}
              readOnly={!ownerSetsPrice}
              disabled={busy}
              aria-invalid={firstError('totalPrice') ? true : undefined}
              onValueChange={(price) => {
                setTypedPrice(price);
                setErrors((current) => (current.totalPrice ? { ...current, totalPrice: undefined } : current));
              }}
            />
          </FormGroup>
          <FormGroup
            label={BOOKING_PAGE_MESSAGES.additionalNotes}
            labelFor={`${ids}-notes`}
            {...field('notes')}
            helperText={firstError('notes') ?? `${values.notes.length}/${BOOKING_LIMITS.notesMax}`}
          >
            <TextArea
              id={`${ids}-notes`}
              value={values.notes}
              rows={3}
              fill
              disabled={busy}
              aria-invalid={firstError('notes') ? true : undefined}
              onChange={(event) => set({ notes: event.currentTarget.value })}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={BOOKING_PAGE_MESSAGES.goBack} onClick={onClose} disabled={busy} />
              <Button type="submit" intent="primary" text={BOOKING_PAGE_MESSAGES.saveChanges} loading={busy} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
