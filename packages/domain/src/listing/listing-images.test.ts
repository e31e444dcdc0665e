import { describe, expect, it } from 'vitest';
import {
  MAX_LISTING_IMAGE_BYTES,
  checkListingImageFile,
  sanitizeFileName,
  selectImagesSimple,
  selectListingImages,
} from './listing-images';
import { imagesUploadedMessage } from './listing-messages';

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('listing images', () => {
  it('accepts the four image types up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) {
      expect(checkListingImageFile({ type, size: MAX_LISTING_IMAGE_BYTES })).toBeNull();
    }
  });

  it('gives the uploader toasts with the values filled in', () => {
    expect(checkListingImageFile({ type: 'application/pdf', size: 10 })).toBe('File must be an image');
    expect(checkListingImageFile({ type: 'image/bmp', size: 10 })).toBe('File type image/bmp is not supported');
    expect(checkListingImageFile({ type: 'image/png', size: MAX_LISTING_IMAGE_BYTES + 1 })).toBe(
      'File size must be less than 5MB',
    );
    expect(imagesUploadedMessage(3)).toBe('Successfully uploaded 3 images');
  });

  it('takes valid files up to 5 in all and reports the rest', () => {
    const files = [png('a'), { name: 'b', type: 'text/plain', size: 1 }, png('c'), png('d')];
    const result = selectListingImages(3, files);
    expect(result.accepted.map((file) => file.name)).toEqual(['a', 'c']);
    expect(result.errors).toEqual(['File must be an image', 'You can only upload up to 5 images']);
    expect(selectListingImages(0, [png('a')])).toEqual({ accepted: [png('a')], errors: [] });
  });

  it('drops invalid files silently in the simple uploader and alerts when over 5', () => {
    const big = { name: 'big', type: 'image/png', size: MAX_LISTING_IMAGE_BYTES + 1 };
    expect(selectImagesSimple(0, [png('a'), big, { name: 'x', type: 'text/plain', size: 1 }])).toEqual({
      accepted: [png('a')],
      alert: null,
    });
    expect(selectImagesSimple(4, [png('a'), png('b')])).toEqual({
      accepted: [],
      alert: 'You can only upload up to 5 images',
    });
    expect(selectImagesSimple(4, [png('a')]).accepted).toHaveLength(1);
  });

  it('replaces every character but letters, digits and dots in file names', () => {
    expect(sanitizeFileName('my photo (1).JPG')).toBe('my_photo__1_.JPG');
    expect(sanitizeFileName('café-été.png')).toBe('caf___t_.png');
    expect(sanitizeFileName('ok.name.png')).toBe('ok.name.png');
  });
});
