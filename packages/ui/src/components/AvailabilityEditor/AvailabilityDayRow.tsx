import { HTMLSelect, Switch } from '@blueprintjs/core';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  formatTimeOfDayLabel,
  HOURLY_TIME_CHOICES,
  LISTING_MESSAGES,
  LISTING_UI_MESSAGES,
  type DayAvailability,
  type TimeSlot,
} from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';

export interface AvailabilityDayRowProps {
  /** "Monday". */
  dayLabel: string;
  day: DayAvailability;
  disabled?: boolean;
  onAvailableChange: (available: boolean) => void;
  onSlotChange: (slot: TimeSlot) => void;
}

/** One weekday: the on/off switch and, when on, the start and end of its first slot. */
export function AvailabilityDayRow({
  dayLabel,
  day,
  disabled,
  onAvailableChange,
  onSlotChange,
}: AvailabilityDayRowProps) {
  const errorId = useId();
  // A day switched on without a slot (an old record) shows the default hours until one is chosen.
  const slot = day.slots[0] ?? { start: DEFAULT_START_TIME, end: DEFAULT_END_TIME };
  const endBeforeStart = day.available && slot.end <= slot.start;

  return (
    <div className={cls('availability-day')}>
      <Switch
        className={cls('availability-day-switch')}
        role="switch"
        checked={day.available}
        disabled={disabled}
        label={dayLabel}
        onChange={(event) => onAvailableChange(event.currentTarget.checked)}
      />
      {day.available ? (
        <div className={cls('availability-day-times')}>
          <TimeSelect
            label={LISTING_UI_MESSAGES.startTime(dayLabel)}
            value={slot.start}
            disabled={disabled}
            onChange={(start) => onSlotChange({ ...slot, start })}
          />
          <span className={cls('availability-day-to')} aria-hidden="true">
            {LISTING_UI_MESSAGES.timeRangeTo}
          </span>
          <TimeSelect
            label={LISTING_UI_MESSAGES.endTime(dayLabel)}
            value={slot.end}
            disabled={disabled}
            invalid={endBeforeStart}
            describedBy={endBeforeStart ? errorId : undefined}
            onChange={(end) => onSlotChange({ ...slot, end })}
          />
          {endBeforeStart && (
            <p id={errorId} role="alert" className={cls('availability-day-error')}>
              {LISTING_MESSAGES.endTimeAfterStart}
            </p>
          )}
        </div>
      ) : (
        <span className={cls('availability-day-off')}>{LISTING_UI_MESSAGES.unavailable}</span>
      )}
    </div>
  );
}

interface TimeSelectProps {
  label: string;
  value: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

function TimeSelect({ label, value, disabled, invalid, describedBy, onChange }: TimeSelectProps) {
  // A stored time off the hour ("09:30") stays shown rather than jumping to another time.
  const offTheHour = !HOURLY_TIME_CHOICES.some((choice) => choice.value === value);
  return (
    <HTMLSelect
      className={cls('availability-day-time')}
      value={value}
      disabled={disabled}
      iconName="caret-down"
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.currentTarget.value)}
    >
      {offTheHour && <option value={value}>{formatTimeOfDayLabel(value)}</option>}
      {HOURLY_TIME_CHOICES.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </HTMLSelect>
  );
}
