import { useEffect, useRef } from 'react';

/** Cmd+K on a Mac, Ctrl+K elsewhere: exactly one of the two, and no other modifier. */
export function isCommandPaletteShortcut(event: KeyboardEvent): boolean {
  const isK = event.key.toLowerCase() === 'k' || event.code === 'KeyK';
  return isK && event.metaKey !== event.ctrlKey && !event.altKey && !event.shiftKey;
}

/**
 * Opens the command palette on Cmd/Ctrl+K anywhere in the window, text fields included (the
 * browser's own Ctrl+K, focusing its search bar, is prevented). Ctrl+Shift+K and the like are left
 * alone for the browser and the operating system.
 */
export function useCommandPaletteShortcut(onOpen: () => void, enabled = true): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCommandPaletteShortcut(event)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
