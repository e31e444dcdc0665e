import { describe, expect, it } from 'vitest';
import { createPocketBaseClient } from '../client/create-client';
import { listingCardImage } from './listing-presentation';

// Building file URLs is string work in the SDK: nothing is requested from this address.
const client = createPocketBaseClient('http://partilha.test');
const base = 'http://partilha.test/api/files/listings/lst1/drill_abc.jpg';

describe('listingCardImage', () => {
  it("offers the server's four card thumbnails by width, the 4:3 one as src", () => {
    expect(listingCardImage(client, { id: 'lst1' }, 'drill_abc.jpg')).toEqual({
      src: `${base}?thumb=600x450`,
      srcSet: `${base}?thumb=300x300 300w, ${base}?thumb=600x450 600w, ${base}?thumb=800x0 800w, ${base}?thumb=1200x0 1200w`,
    });
  });

  it('is null without an image', () => {
    expect(listingCardImage(client, { id: 'lst1' }, undefined)).toBeNull();
    expect(listingCardImage(client, { id: 'lst1' }, '')).toBeNull();
  });
});
