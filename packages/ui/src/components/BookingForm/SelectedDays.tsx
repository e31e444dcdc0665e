import { Button } from '@blueprintjs/core';
import { formatDate, type IsoDate, BOOKING_MESSAGES, BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { cls } from '../../classes';

export interface SelectedDaysProps {
  days: readonly IsoDate[];
  conflicts: readonly IsoDate[];
  disabled: boolean;
  onClear: () => void;
}

/** How many days are chosen ("3 days") and which, taken ones marked, with a button to start over. */
export function SelectedDays({ days, conflicts, disabled, onClear }: SelectedDaysProps) {
  if (days.length === 0) return null;
  return (
    <div className={cls('booking-form-selected')}>
      <span className={cls('booking-form-selected-count')}>{BOOKING_MESSAGES.days(days.length)}</span>
      <ul className={cls('booking-form-selected-list')}>
        {days.map((day) => {
          const taken = conflicts.includes(day);
          return (
            <li key={day} className={taken ? cls('booking-form-selected-taken') : undefined}>
              {formatDate(day)}
              {taken && ` (${BOOKING_PAGE_MESSAGES.dayUnavailable})`}
            </li>
          );
        })}
      </ul>
      <Button
        size="small"
        variant="minimal"
        text={BOOKING_PAGE_MESSAGES.clearDates}
        disabled={disabled}
        onClick={onClear}
      />
    </div>
  );
}
