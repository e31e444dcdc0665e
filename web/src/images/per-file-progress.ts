/**
 * Each file's upload progress (0 to 1) from the progress of the one multipart request that carries
 * them all in order: the bytes sent so far are laid over the files one after another. The form's
 * small JSON part is ignored, so a file may read a little ahead of its true progress, never behind.
 */
export function perFileProgress(sizes: readonly number[], fraction: number): number[] {
  // An empty file still takes its turn in the order.
  const weights = sizes.map((size) => Math.max(1, size));
  const total = weights.reduce((sum, size) => sum + size, 0);
  let sent = Math.min(1, Math.max(0, fraction)) * total;
  return weights.map((size) => {
    const part = Math.min(1, sent / size);
    sent = Math.max(0, sent - size);
    return part;
  });
}
