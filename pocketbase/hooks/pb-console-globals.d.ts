/**
 * The part of PocketBase's JS API used by the console's read routes and CSV exports
 * (lib/console-reads-*.ts, lib/console-csv.ts), beside pb-globals.d.ts: the response writer's
 * own methods, so a CSV can be streamed in chunks, and the request's client address.
 */
export {};

declare global {
  /** Go `http.ResponseWriter` (PocketBase's router.ResponseWriter) with its writing methods. */
  interface PbStreamingResponse {
    header(): PbHeaders;
    /** Sends the status line and the headers set so far; later header changes are lost. */
    writeHeader(status: number): void;
    /** Writes bytes (from toBytes) to the body; throws when the client has gone. */
    write(data: unknown): number;
  }

  interface PbRequestEvent {
    /** Sends what was written so far to the client (Go `http.ResponseController.Flush`). */
    flush(): void;
    /** The client's IP, from the trusted proxy headers of the settings when configured. */
    realIP(): string;
  }

  /** A string (UTF-8), reader or value as Go []byte. */
  function toBytes(value: unknown, maxReaderBytes?: number): unknown;
}

declare global {
  interface PbApp {
    /** The records with these ids (in no particular order); missing ids are skipped. */
    findRecordsByIds(collectionNameOrId: string, ids: string[]): PbRecord[];
  }
}
