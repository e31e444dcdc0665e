/**
 * The part of PocketBase's JS API (v0.39, goja) that the review hooks use on top of
 * pb-globals.d.ts, pb-booking-globals.d.ts and pb-query-globals.d.ts: the update and delete
 * hooks of records, and the request event's app, which a hook may swap for a transaction's.
 */
export {};

declare global {
  function onRecordUpdate(handler: (e: PbRecordEvent) => void, ...collections: string[]): void;
  function onRecordDelete(handler: (e: PbRecordEvent) => void, ...collections: string[]): void;
  function onRecordDeleteRequest(handler: (e: PbRecordRequestEvent) => void, ...collections: string[]): void;
}
