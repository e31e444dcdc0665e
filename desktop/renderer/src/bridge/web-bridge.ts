import type { ConsoleBridge, ConsoleSettings } from '../../../shared/bridge';
import { exportFileType, isCsvName, MAX_SESSION_BYTES } from '../../../shared/csv-name';
import { allowedExternalOrigins, isAllowedExternalUrl } from '../../../shared/external-links';
import { DEFAULT_SERVER_URL, normaliseServerUrl } from '../../../shared/server-url';

// The bridge in a plain browser (`npm run desktop:web`): the server URL in localStorage, the
// session in sessionStorage (gone when the tab closes; there is no OS keychain here), exports as a
// browser download, external links in a new tab. Same rules as main: same URL, name and size checks.

const SERVER_URL_KEY = 'partilha-console.server-url';
const SESSION_KEY = 'partilha-console.session';

export interface WebBridgeEnvironment {
  localStorage: Storage;
  sessionStorage: Storage;
  /** Build-time default (VITE_PARTILHA_SERVER_URL), else the local `npm start` server. */
  defaultServerUrl?: string | undefined;
  /** The marketplace website when it is not served by the configured server itself. */
  websiteUrl?: string | undefined;
  openWindow: (url: string) => void;
  download: (fileName: string, blob: Blob) => void;
}

export function createWebBridge(env: WebBridgeEnvironment): ConsoleBridge {
  const fallback = normaliseServerUrl(env.defaultServerUrl ?? '');
  const defaultUrl = fallback.ok ? fallback.url : DEFAULT_SERVER_URL;

  const settings = (): ConsoleSettings => {
    const stored = normaliseServerUrl(env.localStorage.getItem(SERVER_URL_KEY) ?? '');
    return { serverUrl: stored.ok ? stored.url : defaultUrl };
  };

  return {
    kind: 'web',
    getSettings: async () => settings(),
    async setServerUrl(url) {
      const result = normaliseServerUrl(typeof url === 'string' ? url : '');
      if (!result.ok) throw new Error(result.message);
      env.localStorage.setItem(SERVER_URL_KEY, result.url);
      return { serverUrl: result.url };
    },
    loadSession: async () => env.sessionStorage.getItem(SESSION_KEY),
    async saveSession(session) {
      if (typeof session !== 'string' || new TextEncoder().encode(session).byteLength > MAX_SESSION_BYTES) {
        throw new Error('The session is too large to keep.');
      }
      env.sessionStorage.setItem(SESSION_KEY, session);
    },
    clearSession: async () => env.sessionStorage.removeItem(SESSION_KEY),
    async saveCsv(suggestedName, body) {
      if (!isCsvName(suggestedName)) {
        await body.cancel().catch(() => undefined);
        throw new Error('This export has an invalid file name.');
      }
      const bytes = await new Response(body).arrayBuffer();
      env.download(suggestedName, new Blob([bytes], { type: exportFileType(suggestedName).mime }));
      return 'saved';
    },
    async openExternal(url) {
      const allowed = allowedExternalOrigins(settings().serverUrl, env.websiteUrl);
      if (!isAllowedExternalUrl(url, allowed)) return false;
      env.openWindow(url);
      return true;
    },
  };
}

/** A browser download of a blob under the given name (an <a download> click). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; give the browser a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

export function browserWebBridge(): ConsoleBridge {
  return createWebBridge({
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    defaultServerUrl: import.meta.env.VITE_PARTILHA_SERVER_URL as string | undefined,
    websiteUrl: import.meta.env.VITE_PARTILHA_WEBSITE_URL as string | undefined,
    openWindow: (url) => void window.open(url, '_blank', 'noopener'),
    download: downloadBlob,
  });
}
