import type { MouseEvent } from 'react';

/**
 * A click the app may take over for in-page navigation. A middle click or one with a modifier
 * (new tab, new window, download) stays the browser's, as a router's own link would leave it.
 */
export function isPlainLeftClick(event: MouseEvent<HTMLElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
