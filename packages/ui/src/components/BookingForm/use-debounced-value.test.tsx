// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles 500 ms after the last change, once for a burst of changes', () => {
    const first: string[] = [];
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);
    const second = ['2026-05-04'];
    const third = ['2026-05-04', '2026-05-05'];
    rerender({ value: second });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: third });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe(first);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(third);
  });
});
