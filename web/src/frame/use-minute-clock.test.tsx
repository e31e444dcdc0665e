// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_TICK_MS, useMinuteClock } from './use-minute-clock';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-02T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useMinuteClock', () => {
  it('reads the clock again every minute', () => {
    const { result } = renderHook(() => useMinuteClock('list'));
    expect(result.current.toISOString()).toBe('2026-05-02T10:00:00.000Z');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS - 1));
    expect(result.current.toISOString()).toBe('2026-05-02T10:00:00.000Z');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe('2026-05-02T10:01:00.000Z');
    act(() => vi.advanceTimersByTime(CLOCK_TICK_MS));
    expect(result.current.toISOString()).toBe('2026-05-02T10:02:00.000Z');
  });

  it('reads the clock again when a new list arrives', () => {
    const { result, rerender } = renderHook(({ list }) => useMinuteClock(list), { initialProps: { list: 'first' } });
    vi.setSystemTime(new Date('2026-05-02T10:00:30Z'));
    rerender({ list: 'first' });
    expect(result.current.toISOString()).toBe('2026-05-02T10:00:00.000Z');
    rerender({ list: 'second' });
    expect(result.current.toISOString()).toBe('2026-05-02T10:00:30.000Z');
  });

  it('stops ticking when unmounted', () => {
    const { unmount } = renderHook(() => useMinuteClock('list'));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
