import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The first view the server sends inside a public page's HTML (docs/adr/0018,
 * pocketbase/hooks/lib/website-shell.ts): shown until the app's own page is ready, while the app
 * draws into #root, hidden by the stylesheet as long as the first view is there
 * (`#server-shell ~ #root` in app.css). The page releases it once it has its data; a change of
 * address releases it at once, and a page that never says so gets it released after a while.
 */
const SHELL_ID = 'server-shell';
/** Long enough for a slow phone to load a page's code and data; a page that never says it is ready is shown after it. */
const LONGEST_WAIT_MS = 10_000;

/** Search boxes of the first view (by id) and the app's boxes (selectors) that take over what was typed in them. */
const TAKEN_OVER_FIELDS: Readonly<Record<string, string>> = {
  'shell-header-search': '#header-search',
  'shell-landing-search': '#landing-search',
  'shell-search-text': '#root .search-text-form input[type="search"]',
};

/** Whether the page was sent with a first view that is still showing. */
export function hasServerShell(): boolean {
  return document.getElementById(SHELL_ID) !== null;
}

/**
 * Removes the first view and shows the app. What the visitor typed into a search box of the first
 * view goes into the app's box, with the focus, so nothing typed is lost.
 */
export function releaseServerShell(): void {
  const shell = document.getElementById(SHELL_ID);
  if (!shell) return;
  const active = document.activeElement;
  const typed: { target: string; value: string; focused: boolean }[] = [];
  for (const [from, to] of Object.entries(TAKEN_OVER_FIELDS)) {
    const field = document.getElementById(from);
    if (field instanceof HTMLInputElement && (field.value !== '' || field === active)) {
      typed.push({ target: to, value: field.value, focused: field === active });
    }
  }
  shell.remove();
  for (const { target, value, focused } of typed) {
    const field = document.querySelector(target);
    if (!(field instanceof HTMLInputElement)) continue;
    if (value !== '') setInputValue(field, value);
    if (focused) field.focus();
  }
}

/** Sets a controlled input's value the way typing does, so its component's state follows. */
function setInputValue(field: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A page that has drawn what its first view showed (its data has arrived, or failed to). */
export function useServerShellReleased(ready: boolean): void {
  useEffect(() => {
    if (ready) releaseServerShell();
  }, [ready]);
}

/**
 * In the app's frame: the first view belongs to the address it was sent for, so leaving it releases
 * it; and it never stays longer than LONGEST_WAIT_MS.
 */
export function useServerShellGuard(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(releaseServerShell, LONGEST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (hasServerShell() && pathname !== shellPathname) releaseServerShell();
  }, [pathname]);
}

/** The address the page was loaded at, read once when the app starts. */
const shellPathname = typeof window === 'undefined' ? '' : window.location.pathname;
