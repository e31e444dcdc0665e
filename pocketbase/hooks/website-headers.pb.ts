/* eslint-disable @typescript-eslint/no-require-imports -- goja hooks load shared code with CommonJS require inside each handler. */
// The website (the built web/ app in --publicDir) with its security headers (issue 7).
// This hook defines the catch-all `GET /{path...}` itself, serving the same directory as
// pocketbase/main.go would (main.go only adds its own route when no hook has), and sets the
// headers in that route alone: API requests never run it. The values are explained in
// docs/adr/0004-website-security-headers-and-rate-limits.md. One handler, no middleware: a JS
// middleware keeps its pooled runtime while the handler takes a second one (docs/adr/0007).
// The files are served by Go (`$website`, pocketbase/website_files.go, docs/adr/0014): the
// precompressed brotli or gzip file the browser accepts, immutable caching for the hashed names
// under /assets/, revalidation for the rest. robots.txt, sitemap.xml and the pages of a listing or
// a profile with their share tags, and the first view of /home, /search and a listing (ADR 0018),
// are made by lib/website-pages.ts (issue 18).

routerAdd('GET', '/{path...}', (e) => {
  const path = e.request.url.path;
  // An unknown API path is a client's mistake: a JSON 404, not the website's page with 200.
  if (path.startsWith('/api/')) throw new NotFoundError();
  // Written out here: a handler is re-compiled from its own text and cannot see this file.
  const headers = e.response.header();
  headers.set(
    'Content-Security-Policy',
    [
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
  );
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('X-Frame-Options', 'DENY');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  // OAuth2 sign-in opens the provider in a popup; the page must keep its handle on it. A listing
  // page opened by a partner widget's booking button (`?partilha-opener=`, widgets/README.md)
  // keeps its opener instead, to tell that page a request was sent (web/src/widgets-bridge/).
  const query = (e.request.url as unknown as { query(): { get(name: string): string } }).query();
  const fromWidget =
    (path.startsWith('/listings/') || path.startsWith('/marketplace/')) && query.get('partilha-opener') !== '';
  headers.set('Cross-Origin-Opener-Policy', fromWidget ? 'unsafe-none' : 'same-origin-allow-popups');

  // The hooks' bundle is loaded only for the pages it makes, never for the asset files.
  if (/^\/(?:robots\.txt|sitemap\.xml|home|search|(?:marketplace\/(?:services|equipment)|listings|profile)\/[^/]+)$/.test(path)) {
    require(`${__hooks}/lib/server.cjs`).serveGeneratedPage(e, $website);
    return;
  }
  $website.serve(e, $website.publicDir, $website.indexFallback, '^assets/', 'no-cache');
});
