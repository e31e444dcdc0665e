/**
 * The parts of PocketBase's JavaScript API (v0.39) that a member's own account routes use
 * (lib/account-export.ts, lib/account-deletion.ts), beside pb-globals.d.ts.
 */
export {};

declare global {
  interface PbRequestEvent {
    /** Answers with the status and no body. */
    noContent(status: number): void;
  }

  interface PbRecord {
    /** Whether the plain password matches the stored hash (auth records). */
    validatePassword(password: string): boolean;
    setPassword(password: string): void;
    setEmail(email: string): void;
    setVerified(verified: boolean): void;
  }

  interface PbApp {
    /** The third-party sign-in links (`_externalAuths`) of an auth record. */
    findAllExternalAuthsByRecord(record: PbRecord): PbRecord[];
  }
}
