/**
 * What an uploaded file really is, read from its first bytes — PocketBase itself decides a file's
 * type from its content, not from the name or the label the client put on it, so the refusal
 * message must be decided the same way.
 */

interface Signature {
  type: string;
  /** Byte values expected from `offset` on. */
  bytes: readonly number[];
  offset?: number;
}

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

const SIGNATURES: readonly Signature[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: ascii('GIF87a') },
  { type: 'image/gif', bytes: ascii('GIF89a') },
  // RIFF container holding WEBP (bytes 4–7 are the container size).
  { type: 'image/webp', bytes: ascii('WEBP'), offset: 8 },
  { type: 'image/bmp', bytes: ascii('BM') },
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] },
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] },
  { type: 'image/x-icon', bytes: [0x00, 0x00, 0x01, 0x00] },
  { type: 'image/avif', bytes: ascii('ftypavif'), offset: 4 },
  { type: 'image/heic', bytes: ascii('ftypheic'), offset: 4 },
  { type: 'image/heic', bytes: ascii('ftypheix'), offset: 4 },
];

/** How many leading bytes `sniffImageType` needs. */
export const SIGNATURE_BYTES = 16;

function matches(bytes: ArrayLike<number>, signature: Signature): boolean {
  const offset = signature.offset ?? 0;
  if (bytes.length < offset + signature.bytes.length) return false;
  return signature.bytes.every((value, index) => bytes[offset + index] === value);
}

function isRiff(bytes: ArrayLike<number>): boolean {
  return ascii('RIFF').every((value, index) => bytes[index] === value);
}

/** The image type of a file's first bytes, or null when they are no image format we know. */
export function sniffImageType(bytes: ArrayLike<number>): string | null {
  for (const signature of SIGNATURES) {
    if (signature.type === 'image/webp' && !isRiff(bytes)) continue;
    if (matches(bytes, signature)) return signature.type;
  }
  return null;
}

/**
 * The type a listing image is judged by: what its content is when we recognise it; otherwise the
 * label the client sent, except that a label claiming an allowed image type over content that is
 * none is not believed (the file is then "not an image").
 */
export function uploadedFileType(sniffed: string | null, declared: string, allowed: readonly string[]): string {
  if (sniffed) return sniffed;
  if (allowed.includes(declared)) return 'application/octet-stream';
  return declared;
}
