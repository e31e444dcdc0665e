/** Any origin will do as a base: only whether the path stays on it matters. */
const PROBE_ORIGIN = 'https://partilha.invalid';

/**
 * Whether a post-login target is a path on this site that sign-in may return to. Only a relative
 * path from the root is accepted: never another site (`//evil.example`, `https://evil.example`,
 * `/\evil.example`, which browsers read as `//evil.example`), never whitespace or control
 * characters (the URL parser drops tabs and newlines, so `/\t/evil.example` would become
 * `//evil.example`), and never a sign-in page itself, which would only lead back to sign-in.
 */
export function isSafeRedirectPath(candidate: string): boolean {
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return false;
  if (/[\\\s\p{Cc}]/u.test(candidate)) return false;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return false;
  }
  if (url.origin !== PROBE_ORIGIN) return false;
  return url.pathname !== '/auth' && !url.pathname.startsWith('/auth/');
}
