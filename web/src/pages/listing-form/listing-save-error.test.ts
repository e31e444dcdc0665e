import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { listingSaveErrorMessage } from './listing-save-error';

const FALLBACK = 'Failed to create listing. Please try again.';
const url = 'http://127.0.0.1/api/collections/listings/records';

function refused(status: number, response: Record<string, unknown>) {
  return new ClientResponseError({ url, status, response });
}
const offline = () =>
  new ClientResponseError({ url, status: 0, originalError: new TypeError('Network request failed') });

describe('listingSaveErrorMessage', () => {
  it('reads a refused image as an image upload failure', () => {
    const error = refused(400, {
      message: 'Failed to create record.',
      data: { images: { code: 'validation_file_size_limit', message: 'File too large.' } },
    });
    expect(listingSaveErrorMessage(error, true, FALLBACK)).toBe('Failed to upload images. Please try again.');
  });

  it('reads a request that never arrived with images as an image upload failure', () => {
    expect(listingSaveErrorMessage(offline(), true, FALLBACK)).toBe('Failed to upload images. Please try again.');
  });

  it('falls back to the form message when nothing was uploaded and the server was not reached', () => {
    expect(listingSaveErrorMessage(offline(), false, FALLBACK)).toBe(FALLBACK);
  });

  it("shows the server's own message for any other refusal", () => {
    const error = refused(400, {
      message: 'Please set your city in your profile settings before creating listings.',
      data: {},
    });
    expect(listingSaveErrorMessage(error, true, FALLBACK)).toBe(
      'Please set your city in your profile settings before creating listings.',
    );
  });

  it('falls back to the form message when the server gave none', () => {
    expect(listingSaveErrorMessage(new Error('boom'), true, FALLBACK)).toBe(FALLBACK);
  });
});
