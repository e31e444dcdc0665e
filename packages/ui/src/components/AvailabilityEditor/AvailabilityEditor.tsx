import {
  LISTING_UI_MESSAGES,
  setDayAvailable,
  setFirstSlot,
  WEEKDAY_LABELS,
  WEEKDAYS,
  type Availability,
} from '@partilha/domain';
import { cls } from '../../classes';
import { AvailabilityDayRow } from './AvailabilityDayRow';

export interface AvailabilityEditorProps {
  value: Availability;
  /** The whole availability after a change, built by the domain's setDayAvailable / setFirstSlot. */
  onChange: (next: Availability) => void;
  /** Accessible name of the group. Defaults to "Weekly availability". */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * The weekly availability of a listing (spec 000 §3): Monday to Sunday, each on or off, and the
 * first slot of a day as hourly start and end times on the 12-hour clock. Turning a day on gives
 * it 09:00-17:00. An end time not after the start is flagged on its day; the form's schema refuses
 * it on submit with the same words.
 */
export function AvailabilityEditor({ value, onChange, label, disabled, className }: AvailabilityEditorProps) {
  return (
    <div
      role="group"
      aria-label={label ?? LISTING_UI_MESSAGES.weeklyAvailability}
      className={[cls('availability-editor'), className].filter(Boolean).join(' ')}
    >
      {WEEKDAYS.map((day) => (
        <AvailabilityDayRow
          key={day}
          dayLabel={WEEKDAY_LABELS[day]}
          day={value.weekdays[day]}
          disabled={disabled}
          onAvailableChange={(available) => onChange(setDayAvailable(value, day, available))}
          onSlotChange={(slot) => onChange(setFirstSlot(value, day, slot))}
        />
      ))}
    </div>
  );
}
