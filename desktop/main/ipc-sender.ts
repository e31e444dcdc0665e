import { isAppUrl } from './app-scheme';
import type { BrowserWindowLike, IpcInvokeEvent } from './electron-facade';

// Only the console's own page may call main: the sender must be the main window's web contents,
// the calling frame its top frame (not an iframe, which could load anything), and that frame's
// document must be an app://console/ page. A null senderFrame (navigated away or destroyed
// mid-call) is refused too.
export function isTrustedSender(event: IpcInvokeEvent, window: BrowserWindowLike | null): boolean {
  if (!window || window.isDestroyed()) return false;
  const frame = event.senderFrame;
  if (event.sender !== window.webContents || !frame) return false;
  const top = window.webContents.mainFrame;
  const isTopFrame = frame.parent === null && frame.processId === top.processId && frame.routingId === top.routingId;
  return isTopFrame && isAppUrl(frame.url);
}
