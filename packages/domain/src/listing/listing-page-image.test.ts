import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_IMAGE_WIDTHS, listingPageImageSrcSet } from './listing-page-image';

describe('listingPageImageSrcSet', () => {
  it('offers each proportional thumb with its width, smallest first', () => {
    expect(listingPageImageSrcSet((thumb) => `/img?thumb=${thumb}`)).toBe(
      '/img?thumb=800x0 800w, /img?thumb=1200x0 1200w',
    );
    expect([...LISTING_PAGE_IMAGE_WIDTHS]).toEqual([...LISTING_PAGE_IMAGE_WIDTHS].sort((a, b) => a - b));
  });
});
