// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => {
  vi.useRealTimers();
});

describe('useNow', () => {
  it('gives the time now and renews it every minute', () => {
    vi.useFakeTimers({ now: new Date('2026-05-15T12:00:00Z') });
    const { result } = renderHook(() => useNow());
    expect(result.current.toISOString()).toBe('2026-05-15T12:00:00.000Z');
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.toISOString()).toBe('2026-05-15T12:00:00.000Z');
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.toISOString()).toBe('2026-05-15T12:01:00.000Z');
  });

  it('stops when the page goes away', () => {
    vi.useFakeTimers();
    const { unmount } = renderHook(() => useNow());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
