import type PocketBase from 'pocketbase';

/**
 * Requests per batch call. The server takes up to 100 (`batch.maxRequests`) within 5 s
 * (`batch.timeout`, pocketbase/pb_migrations/1763700000_settings.js), but every update is also
 * broadcast to the live subscribers of the collection, which costs tens of milliseconds a record
 * on a busy 2-core server; 25 keeps each call well inside the timeout.
 */
export const BATCH_CHUNK = 25;

/**
 * Applies the same change to many records of a collection through the batch API, at most
 * BATCH_CHUNK per call. Each call is all or nothing; the calls run one after another, so a
 * failure leaves the earlier ones applied (a read mark is safe to repeat).
 */
export async function updateInBatches(
  client: PocketBase,
  collection: string,
  ids: readonly string[],
  change: Record<string, unknown>,
): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_CHUNK) {
    const batch = client.createBatch();
    for (const id of ids.slice(start, start + BATCH_CHUNK)) batch.collection(collection).update(id, change);
    await batch.send();
  }
}
