/**
 * The parts of PocketBase's JavaScript API (v0.39) that the console's write routes, the audit
 * guards and the suspension of members use, beside pb-globals.d.ts.
 */
export {};

declare global {
  interface PbRequestEvent {
    /** The client IP, from the trusted proxy headers of the settings, else the remote address. */
    realIP(): string;
  }

  interface PbRecord {
    /** A new token key: every token issued before stops being accepted. */
    refreshTokenKey(): void;
    /** A list field (files, multiple selects) as strings; [] when empty. */
    getStringSlice(field: string): string[];
  }

  interface PbRecordAuthRequestEvent extends PbRequestEvent {
    collection: PbCollection;
    record: PbRecord;
    /** "password", "oauth2", "otp", "mfa" or "" (auth-refresh). */
    authMethod: string;
  }

  /** Every sign-in of an auth collection (password, OAuth2, OTP) and every auth-refresh. */
  function onRecordAuthRequest(handler: (e: PbRecordAuthRequestEvent) => void, ...collections: string[]): void;
}
