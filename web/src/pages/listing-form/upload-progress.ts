import { imageFileKey } from '@partilha/ui';
import { perFileProgress } from '../../images/per-file-progress';

/**
 * The uploader's progress map: each chosen file (keyed as the uploader keys it) gets the progress
 * of the resized file sent in its place, from the progress of the whole request.
 */
export function progressByChosenFile(
  chosen: readonly File[],
  sent: readonly File[],
  fraction: number,
): Record<string, number> {
  const parts = perFileProgress(
    sent.map((file) => file.size),
    fraction,
  );
  return Object.fromEntries(chosen.map((file, index) => [imageFileKey(file), parts[index] ?? 0]));
}
