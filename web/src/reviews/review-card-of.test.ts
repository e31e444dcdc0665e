import { reviewSchema, userSchema } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { reviewCardOf, type ReviewFileUrls } from './review-card-of';

const review = reviewSchema.parse({
  id: 'rev1234567890ab',
  booking: 'bkg1234567890ab',
  reviewer: 'abcdefgh12345678',
  reviewee: 'own1234567890ab',
  reviewType: 'owner',
  overallRating: 4,
  title: 'Good drill',
  content: 'Worked as promised, thank you.',
  photos: ['a.png', 'b.png'],
  status: 'active',
  isPublic: true,
  isVerified: true,
  helpfulCount: 2,
  created: '2026-11-20 10:00:00.000Z',
});

const urls: ReviewFileUrls = {
  avatar: (user) => (user.avatar ? `/avatars/${user.id}/${user.avatar}` : ''),
  photo: (id, name, thumb) => `/reviews/${id}/${name}${thumb ? `?thumb=${thumb}` : ''}`,
};

describe('reviewCardOf', () => {
  it('names the reviewer by display name, with their photo and the review photos', () => {
    const reviewer = userSchema.parse({ id: 'abcdefgh12345678', displayName: ' Ana Silva ', avatar: 'me.png' });
    const card = reviewCardOf({ review, reviewer }, urls);
    expect(card).toMatchObject({ id: review.id, reviewerName: 'Ana Silva', helpfulCount: 2, overallRating: 4 });
    expect(card.reviewerAvatarUrl).toBe('/avatars/abcdefgh12345678/me.png');
    expect(card.photos).toEqual([
      { key: 'a.png', url: '/reviews/rev1234567890ab/a.png', thumbUrl: '/reviews/rev1234567890ab/a.png?thumb=300x300' },
      { key: 'b.png', url: '/reviews/rev1234567890ab/b.png', thumbUrl: '/reviews/rev1234567890ab/b.png?thumb=300x300' },
    ]);
  });

  it('leaves an unreadable or unnamed reviewer unnamed, so the card shows "User" and the id', () => {
    expect(reviewCardOf({ review, reviewer: null }, urls)).toMatchObject({
      reviewerName: null,
      reviewerAvatarUrl: null,
    });
    const unnamed = userSchema.parse({ id: 'abcdefgh12345678', displayName: '  ' });
    expect(reviewCardOf({ review, reviewer: unnamed }, urls)).toMatchObject({
      reviewerName: null,
      reviewerAvatarUrl: null,
    });
  });
});
