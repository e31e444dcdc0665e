// One rule for the server URL setting, used by main (the Electron settings file) and by the web
// bridge (localStorage): http(s) only, no credentials, normalised to its origin plus path without a
// trailing slash, so "http://127.0.0.1:8090/" and "http://127.0.0.1:8090" are the same setting.
// Plain http only for this computer: the operator's token must not cross a network unencrypted,
// and the app:// page is a secure context, from which Chromium blocks http to other hosts anyway.

export const DEFAULT_SERVER_URL = 'http://127.0.0.1:8090';
export const MAX_SERVER_URL_LENGTH = 2048;

export type ServerUrlResult = { ok: true; url: string } | { ok: false; message: string };

export function normaliseServerUrl(input: string): ServerUrlResult {
  const text = input.trim();
  if (text.length === 0 || text.length > MAX_SERVER_URL_LENGTH) {
    return { ok: false, message: 'Enter the server address, for example http://127.0.0.1:8090.' };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: 'This is not a valid address. Use http:// or https:// followed by the host.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: 'The server address must start with http:// or https://.' };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, message: 'Use https:// for a server on another computer (http:// only for this computer).' };
  }
  if (url.username !== '' || url.password !== '') {
    return { ok: false, message: 'The server address must not contain a user name or password.' };
  }
  if (url.search !== '' || url.hash !== '') {
    return { ok: false, message: 'The server address must not contain a query or a fragment.' };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}

/** The origin of a stored (already normalised) server URL. */
export function serverOrigin(serverUrl: string): string {
  return new URL(serverUrl).origin;
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
