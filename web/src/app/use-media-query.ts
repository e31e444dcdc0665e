import { useCallback, useSyncExternalStore } from 'react';

/**
 * Below this width (CSS px) the listing and booking pages take their phone layout: the sticky
 * price bar, the Details / Messages switch. The stylesheets use the same figure (767px / 768px).
 */
export const PHONE_LAYOUT_MAX_WIDTH = 767;
export const PHONE_LAYOUT_QUERY = `(max-width: ${PHONE_LAYOUT_MAX_WIDTH}px)`;

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The phone layout of the listing and booking pages (narrower than 768 px). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_LAYOUT_QUERY);
}
