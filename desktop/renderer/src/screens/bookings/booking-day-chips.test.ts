import { describe, expect, it } from 'vitest';
import { bookingDayChips } from './booking-day-chips';

describe('bookingDayChips', () => {
  it('names the request and cancellation ranges and clears both ends of one', () => {
    const chips = bookingDayChips({
      requestedFrom: '2026-11-23',
      requestedTo: '2026-11-29',
      cancelledFrom: '2026-11-01',
      cancelledTo: '',
    });
    expect(chips).toEqual([
      {
        key: 'requested',
        label: 'Requested Nov 23, 2026 - Nov 29, 2026',
        clear: { requestedFrom: undefined, requestedTo: undefined },
      },
      {
        key: 'cancelled',
        label: 'Cancelled from Nov 1, 2026',
        clear: { cancelledFrom: undefined, cancelledTo: undefined },
      },
    ]);
    expect(bookingDayChips({ cancelledTo: '2026-11-30' })[0]?.label).toBe('Cancelled until Nov 30, 2026');
  });

  it('shows no chip without those filters', () => {
    expect(bookingDayChips({ from: '2026-11-01', to: '2026-11-30', late: true })).toEqual([]);
  });
});
