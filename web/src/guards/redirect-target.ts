import { isSafeRedirectPath } from './safe-redirect-path';

/** Session-storage key of the post-login redirect target (spec 001 §2 Route guard). */
export const REDIRECT_AFTER_LOGIN_KEY = 'partilha.redirectAfterLogin';

/** Where the visitor is now, as a return target: the path with its query and fragment. */
export function currentPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** Saves `path` as the post-login target; a path sign-in may not return to (see isSafeRedirectPath) is ignored. */
export function rememberRedirectTarget(path: string): void {
  if (!isSafeRedirectPath(path)) return;
  try {
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    // Storage can be unavailable (private mode, quota); the user then lands on the default page.
  }
}

/** Reads and clears the saved target; `fallback` when none was saved or it is not a safe path on this site. */
export function takeRedirectTarget(fallback: string): string {
  try {
    const saved = window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    window.sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return saved && isSafeRedirectPath(saved) ? saved : fallback;
  } catch {
    return fallback;
  }
}

/** Drops a saved target (after signing out, a stale target must not survive into the next session). */
export function forgetRedirectTarget(): void {
  try {
    window.sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
  } catch {
    // Nothing saved that could be read either.
  }
}
