// Which links may leave the console for the system browser: https only, and only to the configured
// server (PocketBase serves the marketplace website on its own origin) or the marketplace website
// when it lives elsewhere. Everything else (http, javascript:, file:, other hosts) is refused, so a
// hostile record cannot make the console open an arbitrary page or program.

export const MAX_EXTERNAL_URL_LENGTH = 4096;

export function allowedExternalOrigins(serverUrl: string, websiteUrl?: string): string[] {
  const origins = new Set<string>();
  for (const candidate of [serverUrl, websiteUrl]) {
    if (!candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // A malformed configured value allows nothing.
    }
  }
  return [...origins];
}

export function isAllowedExternalUrl(candidate: string, allowedOrigins: readonly string[]): boolean {
  if (typeof candidate !== 'string' || candidate.length > MAX_EXTERNAL_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  return allowedOrigins.includes(url.origin);
}
