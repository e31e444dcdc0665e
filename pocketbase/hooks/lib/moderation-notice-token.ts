/** How long a guest's confirmation link works. */
export const CONFIRM_TOKEN_HOURS = 24;
const TOKEN_LENGTH = 40;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- adds to PocketBase's $security global of pb-globals.d.ts
  namespace $security {
    /** A cryptographically random string of [A-Za-z0-9] (Go security.RandomString). */
    function randomString(length: number): string;
  }
}

/**
 * A guest's confirmation token: the e-mail carries it, the notice keeps only its SHA-256, so a
 * leaked database cannot confirm anyone's report.
 */
export function newConfirmToken(): { token: string; hash: string } {
  const token = $security.randomString(TOKEN_LENGTH);
  return { token, hash: confirmTokenHash(token) };
}

export function confirmTokenHash(token: string): string {
  return $security.sha256(token);
}

/** When a token made at `now` stops working. */
export function confirmExpiry(now: Date): Date {
  return new Date(now.getTime() + CONFIRM_TOKEN_HOURS * 60 * 60 * 1000);
}
