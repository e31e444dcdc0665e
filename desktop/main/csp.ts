import { serverOrigin } from '../shared/server-url';

// The Content-Security-Policy sent with every app:// response. Scripts only from the app itself
// (no inline, no eval: zod runs jitless), network only to the app and the configured server
// (PocketBase realtime is server-sent events over http(s), so no ws: is needed), images also from
// the server (avatars, listing photos) and data: URLs (Blueprint's CSS has data: SVGs). Styles
// only from files: React and Blueprint (Popper included) set styles through the DOM's style
// object, which CSP allows, and inject no <style> element (the website runs the same way, ADR 0004).
export function buildCsp(serverUrl: string): string {
  const server = serverOrigin(serverUrl);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${server}`,
    `img-src 'self' data: ${server}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-src 'none'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
