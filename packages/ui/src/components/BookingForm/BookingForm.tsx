import { Button, Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  bookingRequestFormSchema,
  bookingSubmitLabel,
  findUnavailableDates,
  formatDate,
  HOURS_PER_DAY_CHOICES,
  isBookingSubmitDisabled,
  isSelectableBookingDate,
  isOnClosedWeekday,
  type Availability,
  type BookingRequestForm,
  type IsoDate,
  type ListingType,
  BOOKING_PAGE_MESSAGES,
} from '@partilha/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { cls } from '../../classes';
import { BookingCalendar } from './BookingCalendar';
import { BookingEstimate } from './BookingEstimate';
import { DayPickModeSwitch } from './DayPickModeSwitch';
import { pickDay, type DayPickMode } from './day-picking';
import { SelectedDays } from './SelectedDays';

/** A fresh request: no day chosen, 1 hour per day (services only), no notes. */
export const EMPTY_BOOKING_REQUEST: BookingRequestForm = {
  selectedDates: [],
  hoursPerDay: BOOKING_LIMITS.defaultHoursPerDay,
  notes: '',
};

/** A stable empty default, so the unavailable set is not rebuilt on every render. */
const NO_DATES: readonly string[] = [];

export interface BookingFormProps {
  listingType: ListingType;
  /** The listing's price in euros: per hour for a service, per day for equipment. */
  price: number | null | undefined;
  /** Today in Lisbon ("YYYY-MM-DD", e.g. `lisbonIsoDate(new Date())`): earlier days cannot be picked. */
  today: IsoDate;
  /** Days the listing cannot be booked ("YYYY-MM-DD"), from the availability route. */
  unavailableDates: readonly string[];
  /** The listing's weekly availability: days on a weekday marked "Not available" cannot be picked. */
  availability?: Availability | null;
  /** The form's values; the form is controlled, so the page can check availability as they change. */
  value: BookingRequestForm;
  /** Every change. The page checks availability 500 ms after the chosen days settle (see `useDebouncedValue`). */
  onChange: (next: BookingRequestForm) => void;
  /** The request, checked against the form schema. The page checks availability again before sending. */
  onSubmit: (values: BookingRequestForm) => void;
  /** The availability check is running: "Checking Availability...". */
  checkingAvailability?: boolean;
  /** Chosen days the last availability check found taken: "Some Dates Unavailable". */
  conflictingDates?: readonly string[];
  /** The request is being sent: "Sending Request...". */
  submitting?: boolean;
  className?: string;
}

/**
 * The booking request of a listing page (spec 001 §2, §5): a calendar to choose a range of days
 * or single days (past, unavailable and closed-weekday days disabled), hours per day for a service
 * (1 to 12, or 24 for a full day; equipment is priced per day and has none), optional notes up to
 * 500 characters with a counter, the estimated total in euros with its formula, and the request
 * button with its five labels. It holds no data access and no clock: the page passes today, the
 * unavailable days and the state of its availability check, and sends the request itself.
 */
export function BookingForm({
  listingType,
  price,
  today,
  unavailableDates,
  availability = null,
  value,
  onChange,
  onSubmit,
  checkingAvailability = false,
  conflictingDates = NO_DATES,
  submitting = false,
  className,
}: BookingFormProps) {
  const ids = useId();
  const unavailable = useMemo(
    () => new Set<string>([...unavailableDates, ...conflictingDates]),
    [unavailableDates, conflictingDates],
  );
  const isClosed = (day: IsoDate) => isOnClosedWeekday(availability, day);
  const isUnavailable = (day: IsoDate) => unavailable.has(day) || isClosed(day);
  const [mode, setMode] = useState<DayPickMode>('range');
  const [rangeStart, setRangeStart] = useState<IsoDate | null>(null);
  const conflicts = findUnavailableDates(value.selectedDates, unavailable).concat(
    value.selectedDates.filter((day) => !unavailable.has(day) && isClosed(day)),
  );
  const notesTooLong = value.notes.length > BOOKING_LIMITS.notesMax;
  const buttonState = {
    isSending: submitting,
    isCheckingAvailability: checkingAvailability,
    hasUnavailableDates: conflicts.length > 0,
    selectedDateCount: value.selectedDates.length,
  };

  const pick = (day: IsoDate) => {
    const isSelectable = (next: IsoDate) => isSelectableBookingDate(next, today, unavailable) && !isClosed(next);
    const picked = pickDay({ selected: value.selectedDates, rangeStart }, day, mode, isSelectable);
    setRangeStart(picked.rangeStart);
    onChange({ ...value, selectedDates: [...picked.selected] });
  };

  const changeMode = (next: DayPickMode) => {
    setMode(next);
    setRangeStart(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isBookingSubmitDisabled(buttonState)) return;
    const parsed = bookingRequestFormSchema.safeParse(value);
    if (parsed.success) onSubmit(parsed.data);
  };

  return (
    <form className={[cls('booking-form'), className].filter(Boolean).join(' ')} onSubmit={submit} noValidate>
      <div className={cls('booking-form-field')}>
        <span id={`${ids}-dates`} className={cls('booking-form-label')}>
          {BOOKING_PAGE_MESSAGES.selectDates}
        </span>
        <DayPickModeSwitch mode={mode} rangeStart={rangeStart} disabled={submitting} onChange={changeMode} />
        <BookingCalendar
          today={today}
          isUnavailable={isUnavailable}
          selected={value.selectedDates}
          rangeStart={rangeStart}
          onPick={pick}
          disabled={submitting}
          labelledBy={`${ids}-dates`}
        />
        <SelectedDays
          days={value.selectedDates}
          conflicts={conflicts}
          disabled={submitting}
          onClear={() => {
            setRangeStart(null);
            onChange({ ...value, selectedDates: [] });
          }}
        />
      </div>
      {conflicts.length > 0 && (
        <Callout intent="warning" title={BOOKING_MESSAGES.datesUnavailable} compact role="alert">
          {BOOKING_MESSAGES.datesUnavailableWhileChoosing} ({conflicts.map((day) => formatDate(day)).join(', ')})
        </Callout>
      )}
      {listingType === 'service' && (
        <FormGroup
          label={BOOKING_PAGE_MESSAGES.hoursPerDay}
          labelFor={`${ids}-hours`}
          className={cls('booking-form-field')}
        >
          <HTMLSelect
            id={`${ids}-hours`}
            value={value.hoursPerDay}
            disabled={submitting}
            iconName="caret-down"
            onChange={(event) => onChange({ ...value, hoursPerDay: Number(event.currentTarget.value) })}
          >
            {!HOURS_PER_DAY_CHOICES.some((choice) => choice.value === value.hoursPerDay) && (
              <option value={value.hoursPerDay}>{BOOKING_MESSAGES.hours(value.hoursPerDay)}</option>
            )}
            {HOURS_PER_DAY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      )}
      <FormGroup
        label={BOOKING_PAGE_MESSAGES.notes}
        labelInfo={BOOKING_PAGE_MESSAGES.optional}
        labelFor={`${ids}-notes`}
        className={cls('booking-form-field')}
        intent={notesTooLong ? 'danger' : 'none'}
        helperText={
          <span className={cls('booking-form-notes-help')}>
            <span id={`${ids}-notes-error`}>{notesTooLong ? BOOKING_MESSAGES.notesMax : ''}</span>
            <span id={`${ids}-notes-count`}>
              {value.notes.length}/{BOOKING_LIMITS.notesMax}
            </span>
          </span>
        }
      >
        <TextArea
          id={`${ids}-notes`}
          className={cls('booking-form-notes')}
          value={value.notes}
          rows={3}
          fill
          disabled={submitting}
          intent={notesTooLong ? 'danger' : 'none'}
          aria-invalid={notesTooLong || undefined}
          aria-describedby={`${ids}-notes-error ${ids}-notes-count`}
          onChange={(event) => onChange({ ...value, notes: event.currentTarget.value })}
        />
      </FormGroup>
      <BookingEstimate
        listingType={listingType}
        price={price}
        days={value.selectedDates.length}
        hoursPerDay={value.hoursPerDay}
      />
      <Button
        type="submit"
        intent="primary"
        size="large"
        fill
        text={bookingSubmitLabel(buttonState)}
        disabled={isBookingSubmitDisabled(buttonState) || notesTooLong}
      />
      <p className={cls('booking-form-status')} role="status">
        {checkingAvailability ? BOOKING_MESSAGES.checkingAvailability : ''}
      </p>
    </form>
  );
}
