import { errorMessage, fieldErrorCode, isNetworkError } from '@partilha/data';
import { LISTING_MESSAGES } from '@partilha/domain';

/**
 * What a refused listing save says (spec 000 §8). New images travel in the same request, so a
 * save that never reached the server, or that the server refused for its images, is an image
 * upload failure: "Failed to upload images. Please try again." Otherwise the server's own message,
 * or the form's fallback when it gave none.
 */
export function listingSaveErrorMessage(error: unknown, sentImages: boolean, fallback: string): string {
  if (sentImages && (isNetworkError(error) || fieldErrorCode(error, 'images'))) {
    return LISTING_MESSAGES.imagesUploadFailed;
  }
  return errorMessage(error, fallback);
}
