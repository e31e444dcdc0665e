import PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { listingImageSrcSet, listingImageUrl } from './listing-presentation';

const client = new PocketBase('https://partilha.test');
const listing = { id: 'l1' };

describe('listingImageSrcSet', () => {
  it('lists the proportional thumbs with their widths, smallest first', () => {
    expect(listingImageSrcSet(client, listing, 'tent.png')).toBe(
      `${listingImageUrl(client, listing, 'tent.png', '800x0')} 800w, ` +
        `${listingImageUrl(client, listing, 'tent.png', '1200x0')} 1200w`,
    );
    expect(listingImageSrcSet(client, listing, 'tent.png')).toMatch(
      /^https:\/\/partilha\.test\/api\/files\/listings\/l1\/tent\.png\?thumb=800x0 800w, .*\?thumb=1200x0 1200w$/,
    );
  });

  it('is empty without a file', () => {
    expect(listingImageSrcSet(client, listing, '')).toBe('');
    expect(listingImageSrcSet(client, listing, null)).toBe('');
  });
});
