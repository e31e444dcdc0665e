import { fetchListingAvailability, usePocketBase } from '@partilha/data';
import {
  addDays,
  AVAILABILITY_CHECK_DEBOUNCE_MS,
  BOOKING_MESSAGES,
  compareIsoDates,
  type IsoDate,
} from '@partilha/domain';
import { useDebouncedValue } from '@partilha/ui';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../app/toaster';

/** How far ahead the calendar's taken days are read when the page opens (the route allows 366 days). */
const CALENDAR_HORIZON_DAYS = 365;

export interface AvailabilityCheck {
  /** Days the calendar disables: blocked by the owner, or held by a pending or approved booking. */
  unavailableDates: readonly string[];
  /** Chosen days the last check found taken. */
  conflictingDates: readonly string[];
  checking: boolean;
  /**
   * Checks `days` against the server now. Resolves to the taken ones, or to null when the check
   * itself failed — the spec then lets the request go ahead (the server refuses taken days anyway).
   */
  checkNow: (days: readonly string[]) => Promise<string[] | null>;
}

/**
 * The availability side of the booking form (spec 001 §5): the taken days of the coming year when
 * the page opens, then a check of the chosen days 500 ms after they stop changing, warning when
 * some were taken meanwhile.
 */
export function useListingAvailability(
  listingId: string,
  today: IsoDate,
  selected: readonly string[],
): AvailabilityCheck {
  const client = usePocketBase();
  const [unavailableDates, setUnavailable] = useState<readonly string[]>([]);
  const [conflictingDates, setConflicts] = useState<readonly string[]>([]);
  const [checking, setChecking] = useState(false);
  const settled = useDebouncedValue(selected, AVAILABILITY_CHECK_DEBOUNCE_MS);

  useEffect(() => {
    let current = true;
    fetchListingAvailability(client, listingId, { from: today, to: addDays(today, CALENDAR_HORIZON_DAYS) }).then(
      (availability) => current && setUnavailable(availability.unavailableDates),
      (error: unknown) => console.error('reading the listing availability failed', error),
    );
    return () => {
      current = false;
    };
  }, [client, listingId, today]);

  const checkNow = useCallback(
    async (days: readonly string[]): Promise<string[] | null> => {
      if (days.length === 0) return [];
      const sorted = [...days].sort(compareIsoDates);
      try {
        const availability = await fetchListingAvailability(client, listingId, {
          from: sorted[0] ?? today,
          to: sorted[sorted.length - 1] ?? today,
        });
        const taken = new Set(availability.unavailableDates);
        return sorted.filter((day) => taken.has(day));
      } catch (error) {
        console.error('the availability check failed', error);
        return null;
      }
    },
    [client, listingId, today],
  );

  useEffect(() => {
    if (settled.length === 0) {
      setConflicts([]);
      return;
    }
    let current = true;
    setChecking(true);
    void checkNow(settled).then((taken) => {
      if (!current) return;
      setChecking(false);
      setConflicts(taken ?? []);
      if (taken && taken.length > 0) {
        toast.warning(BOOKING_MESSAGES.datesUnavailable, {
          description: BOOKING_MESSAGES.datesUnavailableWhileChoosing,
        });
      }
    });
    return () => {
      current = false;
    };
  }, [settled, checkNow]);

  // Between a change and its check the button reads "Checking Availability...", so a request is
  // never sent on a stale answer.
  const pending = checking || settled !== selected;
  return { unavailableDates, conflictingDates, checking: pending && selected.length > 0, checkNow };
}
