import type { SessionLike } from './electron-facade';

// The console needs no browser permission (camera, microphone, geolocation, notifications,
// clipboard reads, HID, serial…). Electron grants every request by default; deny them all, both
// the asynchronous requests and the synchronous checks.
export function denyAllPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
