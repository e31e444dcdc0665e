import {
  ALLOWED_IMAGE_TYPES,
  IMAGE_UPLOAD_MESSAGES,
  MAX_LISTING_IMAGE_MB,
  MAX_LISTING_IMAGES,
  checkListingImageFile,
  fileTooLargeMessage,
} from '@partilha/domain';
import { fieldRefusal } from './api-errors';
import { SIGNATURE_BYTES, sniffImageType, uploadedFileType } from './image-signatures';

/** goja's reader helper (PocketBase JSVM global): at most `maxReaderBytes` of a Go io.Reader. */
declare const toBytes: (reader: unknown, maxReaderBytes: number) => ArrayLike<number>;

/** A new upload as goja shows PocketBase's `filesystem.File` (Go fields in lowerCamelCase). */
interface UploadedFile {
  originalName: string;
  size: number;
  reader: {
    open(): { close(): void };
    /** Multipart uploads only: the part's `multipart.FileHeader`; its MIME header holds the label. */
    header?: { header?: { get(name: string): string } };
  };
}

const IMAGES = 'images';

/** The Content-Type the client put on the part ('' when there is none). */
function declaredType(file: UploadedFile): string {
  return file.reader.header?.header?.get('Content-Type') ?? '';
}

function leadingBytes(file: UploadedFile): ArrayLike<number> {
  const stream = file.reader.open();
  try {
    return toBytes(stream, SIGNATURE_BYTES);
  } finally {
    stream.close();
  }
}

function lengthOf(value: unknown): number {
  return value && typeof (value as ArrayLike<unknown>).length === 'number' ? (value as ArrayLike<unknown>).length : 0;
}

/**
 * The spec's image rules (§5: at most 5 per listing, each an image of an allowed type and at most
 * 5 MB) with the uploader's texts. PocketBase's file field enforces the same limits, but only
 * after the request hooks and with its own words, so the request is checked here first.
 * `images` is the listing's whole list after this request (kept names and new files).
 */
export function checkListingImages(record: PbRecord): void {
  if (lengthOf(record.get(IMAGES)) > MAX_LISTING_IMAGES) {
    throw fieldRefusal(IMAGES, 'validation_too_many_files', IMAGE_UPLOAD_MESSAGES.tooMany);
  }
  const uploads = record.get(`${IMAGES}:unsaved`) as ArrayLike<UploadedFile> | null;
  for (let index = 0; index < lengthOf(uploads); index += 1) {
    const file = (uploads as ArrayLike<UploadedFile>)[index] as UploadedFile;
    const type = uploadedFileType(sniffImageType(leadingBytes(file)), declaredType(file), ALLOWED_IMAGE_TYPES);
    const refusal = checkListingImageFile({ name: file.originalName, type, size: file.size });
    if (refusal) {
      const code =
        refusal === fileTooLargeMessage(MAX_LISTING_IMAGE_MB)
          ? 'validation_file_size_limit'
          : 'validation_invalid_mime_type';
      throw fieldRefusal(IMAGES, code, refusal);
    }
  }
}
