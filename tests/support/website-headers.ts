/**
 * The headers every website response must carry (docs/adr/0004), as the API test
 * (tests/api/website-headers.test.ts) and the browser test (tests/e2e/security-headers.spec.ts)
 * expect them. Written out apart from pocketbase/hooks/website-headers.pb.ts on purpose: a change
 * there must show up here as a failing test, not follow silently.
 */
export const WEBSITE_HEADERS = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
} as const;
