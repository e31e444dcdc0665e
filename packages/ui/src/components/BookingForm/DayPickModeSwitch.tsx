import { Button, ButtonGroup } from '@blueprintjs/core';
import { formatDate, type IsoDate } from '@partilha/domain';
import { useId } from 'react';
import { cls } from '../../classes';
import type { DayPickMode } from './day-picking';

export interface DayPickModeSwitchProps {
  mode: DayPickMode;
  rangeStart: IsoDate | null;
  disabled?: boolean;
  onChange: (mode: DayPickMode) => void;
}

const MODES: readonly { mode: DayPickMode; label: string }[] = [
  { mode: 'range', label: 'Date range' },
  { mode: 'single', label: 'Single days' },
];

/** What the next click in the calendar does. */
export function dayPickHint(mode: DayPickMode, rangeStart: IsoDate | null): string {
  if (mode === 'single') return 'Click days to add or remove them.';
  return rangeStart
    ? `From ${formatDate(rangeStart)}: now click the last day.`
    : 'Click the first day, then the last day.';
}

/**
 * Chooses how the calendar picks days — a range from a first to a last day, or single days one by
 * one — as two toggle buttons (Tab and Enter or Space), with a hint announced as it changes.
 */
export function DayPickModeSwitch({ mode, rangeStart, disabled, onChange }: DayPickModeSwitchProps) {
  const hintId = useId();
  return (
    <div className={cls('booking-form-pick-mode')}>
      <ButtonGroup role="group" aria-label="How to pick days" aria-describedby={hintId}>
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
