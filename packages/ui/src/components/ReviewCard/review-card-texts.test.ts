import { describe, expect, it } from 'vitest';
import { helpfulCountText, reviewPhotoAlt } from './review-card-texts';

describe('helpfulCountText', () => {
  it('says nothing without votes, person for one, people for more', () => {
    expect(helpfulCountText(0)).toBe('');
    expect(helpfulCountText(-1)).toBe('');
    expect(helpfulCountText(Number.NaN)).toBe('');
    expect(helpfulCountText(1)).toBe('1 person found this helpful');
    expect(helpfulCountText(2)).toBe('2 people found this helpful');
    expect(helpfulCountText(12)).toBe('12 people found this helpful');
  });
});

describe('reviewPhotoAlt', () => {
  it('numbers the photo among all of the review, not only the ones shown', () => {
    expect(reviewPhotoAlt('Ana Silva', 0, 5)).toBe("Photo 1 of 5 from Ana Silva's review");
    expect(reviewPhotoAlt('User a1b2c3d4', 2, 3)).toBe("Photo 3 of 3 from User a1b2c3d4's review");
  });
});
