import { sanitizeFileName } from '@partilha/domain';

/**
 * The name an image is uploaded under: storage-safe (spec 000 §5: anything but letters, digits and
 * dots becomes "_"), and ending in ".jpg" when the browser re-encoded it as JPEG.
 */
export function uploadFileName(name: string, reencodedAsJpeg: boolean): string {
  const safe = sanitizeFileName(name.trim()) || 'image';
  if (!reencodedAsJpeg) return safe;
  const dot = safe.lastIndexOf('.');
  const stem = dot > 0 ? safe.slice(0, dot) : safe;
  return `${stem}.jpg`;
}
