import { Button, ButtonGroup } from '@blueprintjs/core';
import { formatDate, type IsoDate, BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';
import type { DayPickMode } from './day-picking';

export interface DayPickModeSwitchProps {
  mode: DayPickMode;
  rangeStart: IsoDate | null;
  disabled?: boolean;
  onChange: (mode: DayPickMode) => void;
}

const MODES: readonly { mode: DayPickMode; readonly label: string }[] = [
  {
    mode: 'range',
    get label() {
      return BOOKING_PAGE_MESSAGES.dateRange;
    },
  },
  {
    mode: 'single',
    get label() {
      return BOOKING_PAGE_MESSAGES.singleDays;
    },
  },
];

/** What the next click in the calendar does. */
export function dayPickHint(mode: DayPickMode, rangeStart: IsoDate | null): string {
  if (mode === 'single') return BOOKING_PAGE_MESSAGES.singleHint;
  return rangeStart ? BOOKING_PAGE_MESSAGES.rangeStartHint(formatDate(rangeStart)) : BOOKING_PAGE_MESSAGES.rangeHint;
}

/**
 * Chooses how the calendar picks days — a range from a first to a last day, or single days one by
 * one — as two toggle buttons (Tab and Enter or Space), with a hint announced as it changes.
 */
export function DayPickModeSwitch({ mode, rangeStart, disabled, onChange }: DayPickModeSwitchProps) {
  const hintId = useId();
  return (
    <div className={cls('booking-form-pick-mode')}>
      <ButtonGroup role="group" aria-label={BOOKING_PAGE_MESSAGES.howToPick} aria-describedby={hintId}>
        {MODES.map((choice) => (
          <Button
            key={choice.mode}
            size="small"
            text={choice.label}
            active={mode === choice.mode}
            aria-pressed={mode === choice.mode}
            disabled={disabled}
            onClick={() => onChange(choice.mode)}
          />
        ))}
      </ButtonGroup>
      <p id={hintId} className={cls('booking-form-pick-hint')} aria-live="polite">
        {dayPickHint(mode, rangeStart)}
      </p>
    </div>
  );
}
