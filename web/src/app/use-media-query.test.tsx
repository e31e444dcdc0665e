// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_LAYOUT_QUERY, usePhoneLayout } from './use-media-query';

/** A window width the test sets, behind the browser's matchMedia for max-width queries. */
function fakeScreen(width: number) {
  const listeners = new Set<() => void>();
  let current = width;
  window.matchMedia = ((query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      get matches() {
        return current <= max;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Layout() {
  return <p>{usePhoneLayout() ? 'phone' : 'wide'}</p>;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('usePhoneLayout', () => {
  it('is the phone layout below 768 px and follows the window across the breakpoint', () => {
    expect(PHONE_LAYOUT_QUERY).toBe('(max-width: 767px)');
    const screenSize = fakeScreen(375);
    const { unmount } = render(<Layout />);
    expect(screen.getByText('phone')).toBeInTheDocument();
    act(() => screenSize.resize(768));
    expect(screen.getByText('wide')).toBeInTheDocument();
    act(() => screenSize.resize(767));
    expect(screen.getByText('phone')).toBeInTheDocument();
    unmount();
    expect(screenSize.listeners.size).toBe(0);
  });
});
