import type PocketBase from 'pocketbase';

/** Requests per batch call: the server's `batch.maxRequests` (pocketbase/pb_migrations/…_settings.js). */
export const BATCH_LIMIT = 100;

/**
 * Applies the same change to many records of a collection through the batch API, at most
 * BATCH_LIMIT per call. Each call is all or nothing; the calls run one after another, so a
 * failure leaves the earlier ones applied (a read mark is safe to repeat).
 */
export async function updateInBatches(
  client: PocketBase,
  collection: string,
  ids: readonly string[],
  change: Record<string, unknown>,
): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const batch = client.createBatch();
    for (const id of ids.slice(start, start + BATCH_LIMIT)) batch.collection(collection).update(id, change);
    await batch.send();
  }
}
