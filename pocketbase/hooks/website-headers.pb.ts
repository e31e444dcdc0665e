// The website (the built web/ app in --publicDir) with its security headers (issue 7).
// This hook defines the catch-all `GET /{path...}` itself, serving the same directory as
// pocketbase/main.go would (main.go only adds its own route when no hook has), and sets the
// headers in a middleware of that route alone: API requests never run it. The values are
// explained in docs/adr/0004-website-security-headers-and-rate-limits.md.

/**
 * The last value of `--name value` or `--name=value` among the server's arguments, as pflag
 * reads main.go's flags; undefined when absent.
 */
function flagValue(args: string[], name: string): string | undefined {
  let value: string | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const arg = String(args[index]);
    if (arg === '--') break;
    if (arg === `--${name}`) value = index + 1 < args.length ? String(args[index + 1]) : undefined;
    else if (arg.startsWith(`--${name}=`)) value = arg.slice(name.length + 3);
  }
  return value;
}

/** A boolean flag: `--name` alone is true; `--name=false` (or 0, f, F, FALSE, False) is false. */
function flagEnabled(args: string[], name: string, fallback: boolean): boolean {
  let enabled = fallback;
  for (let index = 0; index < args.length; index += 1) {
    const arg = String(args[index]);
    if (arg === '--') break;
    if (arg === `--${name}`) enabled = true;
    else if (arg.startsWith(`--${name}=`))
      enabled = !['0', 'f', 'F', 'false', 'FALSE', 'False'].includes(arg.slice(name.length + 3));
  }
  return enabled;
}

/** main.go's --publicDir, or its default: pb_public next to the executable. */
function websiteDir(args: string[]): string {
  const given = flagValue(args, 'publicDir');
  return given !== undefined ? given : $filepath.join(String(args[0]), '../pb_public');
}

routerAdd(
  'GET',
  '/{path...}',
  $apis.static(websiteDir($os.args), flagEnabled($os.args, 'indexFallback', true)),
  (e) => {
    // An unknown API path is a client's mistake: a JSON 404, not the website's page with 200.
    if (e.request.url.path.startsWith('/api/')) throw new NotFoundError();
    // Written out here: a middleware is re-compiled from its own text and cannot see this file.
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
    const path = e.request.url.path;
    const query = (e.request.url as unknown as { query(): { get(name: string): string } }).query();
    const fromWidget =
      (path.startsWith('/listings/') || path.startsWith('/marketplace/')) && query.get('partilha-opener') !== '';
    headers.set('Cross-Origin-Opener-Policy', fromWidget ? 'unsafe-none' : 'same-origin-allow-popups');
    e.next();
  },
);
