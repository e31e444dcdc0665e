import { Button } from '@blueprintjs/core';
import { compareIsoDates, formatDate, WEEKDAYS, type IsoDate, BOOKING_PAGE_MESSAGES } from '@partilha/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cls } from '../../classes';
import {
  addMonths,
  compareMonths,
  firstDayOf,
  monthOf,
  monthTitle,
  monthWeeks,
  moveFocusedDay,
  weekdayName,
  type CalendarMonth,
} from './month-grid';

export interface BookingCalendarProps {
  /** Lisbon's today: earlier days cannot be picked, earlier months are not shown. */
  today: IsoDate;
  /** Days that cannot be picked: booked, blocked, on a weekday the listing is not available, or reported taken. */
  isUnavailable: (day: IsoDate) => boolean;
  selected: readonly IsoDate[];
  /** The first day of a range being picked, marked until its last day is clicked. */
  rangeStart?: IsoDate | null;
  /** A day was clicked (or chosen with Enter or Space); the form decides what that chooses. */
  onPick: (day: IsoDate) => void;
  disabled?: boolean;
  /** Id of the visible label of the calendar. */
  labelledBy: string;
}

/** The day that takes the tab stop in a month: a chosen day, else today, else the 1st. */
function entryDay(month: CalendarMonth, today: IsoDate, selected: readonly IsoDate[]): IsoDate {
  const inMonth = (day: IsoDate) => compareMonths(monthOf(day), month) === 0;
  return selected.find(inMonth) ?? (inMonth(today) ? today : firstDayOf(month));
}

/**
 * A month of day buttons for picking days (spec 001 §2). Past and unavailable days are
 * `aria-disabled` (still reachable, so the keyboard can move over them); chosen days are
 * `aria-pressed`. One tab stop: arrows move by a day or a week, Home/End to the week's ends,
 * PageUp/PageDown by a month; Enter or Space chooses.
 */
export function BookingCalendar({
  today,
  isUnavailable,
  selected,
  rangeStart = null,
  onPick,
  disabled,
  labelledBy,
}: BookingCalendarProps) {
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const earliestMonth = monthOf(today);
  const [month, setMonth] = useState<CalendarMonth>(() => {
    const firstFuture = selected.find((day) => compareIsoDates(day, today) >= 0);
    return monthOf(firstFuture ?? today);
  });
  const [focusedDay, setFocusedDay] = useState<IsoDate>(() => entryDay(month, today, selected));
  // Set by a key press, so focus follows the keyboard but never jumps on its own (first render, a click).
  const focusAfterRender = useRef(false);
  const chosen = new Set(selected);
  const tabStop = compareMonths(monthOf(focusedDay), month) === 0 ? focusedDay : entryDay(month, today, selected);

  useEffect(() => {
    if (!focusAfterRender.current) return;
    focusAfterRender.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedDay}"]`)?.focus();
  }, [focusedDay, month]);

  const showMonth = (next: CalendarMonth) => {
    setMonth(next);
    setFocusedDay(entryDay(next, today, selected));
  };

  const keyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocusedDay(tabStop, event.key, firstDayOf(earliestMonth));
    if (!next) return;
    event.preventDefault();
    focusAfterRender.current = true;
    setFocusedDay(next);
    setMonth(monthOf(next));
  };

  return (
    <div className={cls('booking-calendar')} role="group" aria-labelledby={labelledBy}>
      <div className={cls('booking-calendar-header')}>
        <Button
          variant="minimal"
          icon="chevron-left"
          aria-label={BOOKING_PAGE_MESSAGES.previousMonth}
          disabled={compareMonths(month, earliestMonth) <= 0}
          onClick={() => showMonth(addMonths(month, -1))}
        />
        <span id={titleId} className={cls('booking-calendar-title')} aria-live="polite">
          {monthTitle(month)}
        </span>
        <Button
          variant="minimal"
          icon="chevron-right"
          aria-label={BOOKING_PAGE_MESSAGES.nextMonth}
          onClick={() => showMonth(addMonths(month, 1))}
        />
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-labelledby={titleId}
        className={cls('booking-calendar-grid')}
        onKeyDown={keyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((weekday, index) => (
              <th key={weekday} scope="col" abbr={BOOKING_PAGE_MESSAGES.weekdayName(index)}>
                {BOOKING_PAGE_MESSAGES.weekdayShort(index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={day ?? `empty-${column}`}>
                  {day && (
                    <DayButton
                      day={day}
                      today={today}
                      isChosen={chosen.has(day)}
                      isRangeStart={day === rangeStart}
                      isUnavailable={isUnavailable(day)}
                      disabled={disabled}
                      tabStop={day === tabStop}
                      onPick={(picked) => {
                        setFocusedDay(picked);
                        onPick(picked);
                      }}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DayButtonProps {
  day: IsoDate;
  today: IsoDate;
  isChosen: boolean;
  isRangeStart: boolean;
  isUnavailable: boolean;
  disabled?: boolean;
  tabStop: boolean;
  onPick: (day: IsoDate) => void;
}

function DayButton({ day, today, isChosen, isRangeStart, isUnavailable, disabled, tabStop, onPick }: DayButtonProps) {
  const isPast = compareIsoDates(day, today) < 0;
  const selectable = !isPast && !isUnavailable;
  // A chosen day can always be un-chosen, even one that has since become unavailable.
  const canToggle = !disabled && (selectable || isChosen);
  const notes = [
    day === today ? 'today' : '',
    isUnavailable && !isPast ? BOOKING_PAGE_MESSAGES.dayUnavailable : '',
    isRangeStart ? BOOKING_PAGE_MESSAGES.firstDayOfRange : '',
  ].filter(Boolean);
  const className = [
    cls('booking-calendar-day'),
    isChosen && cls('booking-calendar-day-chosen'),
    isRangeStart && cls('booking-calendar-day-range-start'),
    !selectable && cls('booking-calendar-day-blocked'),
    isUnavailable && !isPast && cls('booking-calendar-day-unavailable'),
    day === today && cls('booking-calendar-day-today'),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      data-day={day}
      tabIndex={tabStop ? 0 : -1}
      aria-pressed={isChosen}
      aria-disabled={canToggle ? undefined : true}
      aria-label={[`${weekdayName(day)}, ${formatDate(day)}`, ...notes].join(', ')}
      onClick={() => {
        if (canToggle) onPick(day);
      }}
    >
      {Number(day.slice(8))}
    </button>
  );
}
