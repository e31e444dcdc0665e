/**
 * The part of PocketBase's JS API (v0.39, goja) that the booking routes use on top of
 * pb-globals.d.ts and pb-query-globals.d.ts: transactions, filtered record lists, deletes,
 * e-mail, ApiError with any status, and reading the test clock's file.
 */
export {};

declare global {
  interface PbApp {
    /**
     * Runs `work` in one transaction of the main database; a throw rolls it back and is thrown
     * again. Inside, only `txApp` may be used (another write through the outer app would wait for
     * the transaction's own connection).
     */
    runInTransaction(work: (txApp: PbApp) => void): void;
    /** Records matching a filter; `{:name}` placeholders bound from params. limit 0 = all. */
    findRecordsByFilter(
      collectionNameOrId: string,
      filter: string,
      sort: string,
      limit: number,
      offset: number,
      params?: { [key: string]: unknown },
    ): PbRecord[];
    delete(model: unknown): void;
    /** SMTP client from the settings (sendmail when SMTP is off: callers check smtp.enabled first). */
    newMailClient(): { send(message: PbMailerMessage): void };
  }

  interface PbMailAddress {
    address: string;
    name?: string;
  }

  interface PbMailerMessage {
    from: PbMailAddress;
    to: PbMailAddress[];
    subject: string;
    html: string;
    text: string;
  }

  const MailerMessage: new (message: PbMailerMessage) => PbMailerMessage;

  /** An auth e-mail of PocketBase (verification, password reset, e-mail change, sign-in alert) about to go. */
  interface PbMailerRecordEvent {
    app: PbApp;
    record: PbRecord;
    message: PbMailerMessage;
    /** What PocketBase put in the mail: `token` (verification, reset, e-mail change), `newEmail`, `info` (sign-in alert). */
    meta?: { token?: string; newEmail?: string; info?: string };
    next(): void;
  }

  function onMailerRecordVerificationSend(handler: (e: PbMailerRecordEvent) => void, ...collections: string[]): void;
  function onMailerRecordPasswordResetSend(handler: (e: PbMailerRecordEvent) => void, ...collections: string[]): void;
  function onMailerRecordEmailChangeSend(handler: (e: PbMailerRecordEvent) => void, ...collections: string[]): void;
  function onMailerRecordAuthAlertSend(handler: (e: PbMailerRecordEvent) => void, ...collections: string[]): void;

  /** An API error with any HTTP status, answered as `{ status, message, data }`. */
  class ApiError {
    constructor(status: number, message?: string, data?: unknown);
    message: string;
    status: number;
  }

  namespace $os {
    /** The bytes of a file; throws when it cannot be read. */
    function readFile(path: string): unknown;
  }

  /** Bytes (or a reader, or any value) as a string. */
  function toString(value: unknown): string;
}
