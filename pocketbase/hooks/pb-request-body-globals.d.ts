/**
 * The part of PocketBase's JS API (v0.39, goja) that lib/raw-request-body.ts uses on top of
 * pb-globals.d.ts: the request's headers, its rereadable body and its parsed form.
 */
export {};

declare global {
  /** Go's `http.Request` as far as the raw body goes; `form` is its parsed `url.Values`. */
  interface PbRawRequest {
    header: { get(name: string): string };
    body: unknown;
    form: { encode(): string } | null;
  }

  /** Reads up to `maxBytes` of a Go reader as text (PocketBase rewinds request bodies after each read). */
  function readerToString(reader: unknown, maxBytes: number): string;
}
