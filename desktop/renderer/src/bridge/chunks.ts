import { MAX_CSV_CHUNK_BYTES } from '../../../shared/csv-name';

// Reads a byte stream and yields it in slices no larger than one IPC call may carry. subarray
// shares memory, so splitting a large read costs no copy here (the IPC call copies once).
export async function* inChunks(
  body: ReadableStream<Uint8Array>,
  maxBytes: number = MAX_CSV_CHUNK_BYTES,
): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      for (let start = 0; start < value.byteLength; start += maxBytes) {
        yield value.subarray(start, Math.min(start + maxBytes, value.byteLength));
      }
    }
  } finally {
    reader.releaseLock();
  }
}
