// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LoadState } from '../../../app/use-loader';
import { useToastOnFailure } from './use-toast-on-failure';

function track(initial: LoadState<unknown>, strict = false) {
  const show = vi.fn();
  const hook = renderHook(({ state }) => useToastOnFailure(state, 'Failed to load', show), {
    initialProps: { state: initial },
    wrapper: strict ? StrictMode : undefined,
  });
  return { show, rerender: (state: LoadState<unknown>) => hook.rerender({ state }) };
}

describe('useToastOnFailure', () => {
  it('stays quiet while loading and once loaded', () => {
    const { show, rerender } = track({ status: 'loading' });
    rerender({ status: 'ready', data: [] });
    expect(show).not.toHaveBeenCalled();
  });

  it('toasts a failure once, however often the page re-renders, also in strict mode', () => {
    const failure: LoadState<unknown> = { status: 'failed', error: new Error('offline') };
    const { show, rerender } = track(failure, true);
    rerender({ ...failure });
    rerender({ ...failure });
    expect(show).toHaveBeenCalledOnce();
    expect(show).toHaveBeenCalledWith('Failed to load');
  });

  it('toasts again when a retry fails again, not when it succeeds', () => {
    const { show, rerender } = track({ status: 'failed', error: new Error('first') });
    rerender({ status: 'loading' });
    rerender({ status: 'failed', error: new Error('second') });
    expect(show).toHaveBeenCalledTimes(2);
    rerender({ status: 'loading' });
    rerender({ status: 'ready', data: [] });
    expect(show).toHaveBeenCalledTimes(2);
  });
});
