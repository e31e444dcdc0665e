import { isAppUrl } from './app-scheme';
import type { WebContentsLike } from './electron-facade';
import type { ExternalOpener } from './external-links';

// Applied to every web contents the app creates. The window may only show app://console/ pages:
// any other navigation (a link, a script setting location, a redirect) is cancelled, and new
// windows are never created. An allowed https link the operator followed goes to the system
// browser instead; everything else is dropped. <webview> is refused as well (also off in webPreferences).
export function applyNavigationPolicy(contents: WebContentsLike, openExternal: ExternalOpener): void {
  contents.on('will-navigate', (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    void openExternal(url);
  });
  // A redirect was not the operator's click: cancel it, open nothing.
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    void openExternal(url);
    return { action: 'deny' };
  });
}
