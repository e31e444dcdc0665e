import type { CustomScheme } from './electron-facade';

// The renderer is served from app://console/, never file:// (a file:// page can read any local file
// its URL names, and every file:// page shares one origin). A standard, secure scheme gives the
// console its own origin, localStorage and fetch, exactly like an https site.
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: {
    standard: true,
    secure: true,
    supportFetchAPI: true,
    corsEnabled: false,
    stream: true,
    codeCache: true,
  },
};

/** True for the console's own pages: app://console/ and below, nothing else. */
export function isAppUrl(url: string): boolean {
  return url.startsWith(`${APP_ORIGIN}/`);
}
