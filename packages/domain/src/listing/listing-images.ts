import { fileTooLargeMessage, IMAGE_UPLOAD_MESSAGES, unsupportedFileTypeMessage } from './listing-messages';

/** Listing image rules (spec 000 §5, §9): 5 images, 5 MB each, four image types. */
export const MAX_LISTING_IMAGES = 5;
export const MAX_LISTING_IMAGE_MB = 5;
export const MAX_LISTING_IMAGE_BYTES = MAX_LISTING_IMAGE_MB * 1024 * 1024;
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Client-side optimisation before upload; the server makes its own thumbnails too. */
export const IMAGE_OPTIMISATION = {
  maxWidth: 1920,
  maxHeight: 1080,
  quality: 0.8,
  thumbnailWidth: 300,
  thumbnailHeight: 300,
  thumbnailQuality: 0.7,
} as const;

export interface ImageFileFacts {
  name?: string;
  type: string;
  size: number;
}

/** null when a file may be uploaded as a listing image, else the toast text of the full uploader. */
export function checkListingImageFile(file: ImageFileFacts): string | null {
  if (!file.type || !file.type.startsWith('image/')) return IMAGE_UPLOAD_MESSAGES.notAnImage;
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return unsupportedFileTypeMessage(file.type);
  if (!(file.size <= MAX_LISTING_IMAGE_BYTES)) return fileTooLargeMessage(MAX_LISTING_IMAGE_MB);
  return null;
}

export interface ImageSelection<T extends ImageFileFacts> {
  accepted: T[];
  /** Toasts to show, one per refused file, then the count message if files were cut off. */
  errors: string[];
}

/**
 * The full uploader: each refused file gets its own toast; the valid ones are taken in order
 * until the listing holds 5, and "You can only upload up to 5 images" is added if any were left.
 */
export function selectListingImages<T extends ImageFileFacts>(
  existingCount: number,
  files: readonly T[],
): ImageSelection<T> {
  const accepted: T[] = [];
  const errors: string[] = [];
  let tooMany = false;
  for (const file of files) {
    const error = checkListingImageFile(file);
    if (error) {
      errors.push(error);
    } else if (existingCount + accepted.length < MAX_LISTING_IMAGES) {
      accepted.push(file);
    } else {
      tooMany = true;
    }
  }
  if (tooMany) errors.push(IMAGE_UPLOAD_MESSAGES.tooMany);
  return { accepted, errors };
}

/**
 * The simple uploader: silently drops non-image and oversized files; if the rest would exceed
 * 5 in total none are added and the alert text is returned.
 */
export function selectImagesSimple<T extends ImageFileFacts>(
  existingCount: number,
  files: readonly T[],
): { accepted: T[]; alert: string | null } {
  const valid = files.filter((file) => file.type.startsWith('image/') && file.size <= MAX_LISTING_IMAGE_BYTES);
  if (existingCount + valid.length > MAX_LISTING_IMAGES) return { accepted: [], alert: IMAGE_UPLOAD_MESSAGES.tooMany };
  return { accepted: valid, alert: null };
}

/** Storage-safe file name: every character other than a letter, digit or dot becomes "_". */
export function sanitizeFileName(name: string): string {
  return name.replace(/[^a-zA-Z0-9.]/g, '_');
}
