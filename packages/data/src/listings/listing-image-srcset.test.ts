import { describe, expect, it } from 'vitest';
import { createPocketBaseClient } from '../client/create-client';
import { listingImageSrcSet } from './listing-image-srcset';

// Building file URLs is string work in the SDK: nothing is requested from this address.
const client = createPocketBaseClient('http://partilha.test');
const base = 'http://partilha.test/api/files/listings/l1/tent.png';

describe('listingImageSrcSet', () => {
  it('lists the proportional thumbs with their widths, smallest first', () => {
    expect(listingImageSrcSet(client, { id: 'l1' }, 'tent.png')).toBe(
      `${base}?thumb=800x0 800w, ${base}?thumb=1200x0 1200w`,
    );
  });

  it('is empty without a file', () => {
    expect(listingImageSrcSet(client, { id: 'l1' }, '')).toBe('');
    expect(listingImageSrcSet(client, { id: 'l1' }, null)).toBe('');
  });
});
