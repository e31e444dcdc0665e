import { AVATAR_PHOTO, CLEANING_PHOTO, DRILL_PHOTO, GUITAR_PHOTO, TENT_PHOTO } from '../ListingCard/story-images';
import type { ReviewCardReview } from './ReviewCard';
import type { ReviewPhoto } from './ReviewPhotos';

/**
 * Reviews for the review stories (ReviewCard, ReviewList), with a fixed "now" so relative dates
 * read the same on every build.
 */
export const STORY_NOW = new Date('2026-05-20T12:00:00Z');

const photo = (key: string, url: string): ReviewPhoto => ({ key, url });
export const FIVE_PHOTOS: readonly ReviewPhoto[] = [
  photo('drill.jpg', DRILL_PHOTO),
  photo('tent.jpg', TENT_PHOTO),
  photo('clean.jpg', CLEANING_PHOTO),
  photo('guitar.jpg', GUITAR_PHOTO),
  photo('drill-2.jpg', DRILL_PHOTO),
];

export const LONG_CONTENT =
  'Rui arrived ten minutes early, brought every tool the job needed and assembled two wardrobes, a bed ' +
  'and a desk in under three hours. He checked each drawer and door, levelled the wardrobes against the ' +
  'uneven wall and took all the cardboard away. He also explained how to tighten the hinges later on. ' +
  'I will book him again for the kitchen.';

export const OWNER_REVIEW: ReviewCardReview = {
  id: 'rv1',
  reviewer: 'u7k2m9q4x1a8b3c',
  reviewerName: 'Inês Carvalho',
  reviewerAvatarUrl: AVATAR_PHOTO,
  reviewType: 'owner',
  overallRating: 5,
  categoryRatings: {
    communication: 5,
    reliability: 5,
    professionalism: 4,
    responsiveness: 5,
    cleanliness: 4,
  },
  title: 'Quick, careful and friendly',
  content: 'The drill was fully charged, with both batteries and a case of bits. Pick-up took two minutes.',
  isVerified: true,
  helpfulCount: 3,
  created: '2026-05-17 09:30:00.000Z',
  photos: [],
};

const TITLES = ['Great experience', 'Would book again', 'Fine overall', 'Late but polite', 'Not as described'];
const NAMES = ['Ana Silva', 'João Pereira', null, 'Marta Sousa', 'Tiago Ramos', null, 'Beatriz Lopes'];

/** `count` varied reviews, one day apart from May 19 backwards, as a page would pass them. */
export function storyReviews(count: number, start = 0): ReviewCardReview[] {
  return Array.from({ length: count }, (_, offset): ReviewCardReview => {
    const n = start + offset;
    const rating = 5 - (n % 5);
    const day = new Date(Date.UTC(2026, 4, 19 - n, 10 + (n % 8)));
    return {
      id: `rv-${n}`,
      reviewer: `u${String(n).padStart(3, '0')}reviewer${n}`,
      reviewerName: NAMES[n % NAMES.length],
      reviewType: 'owner',
      overallRating: rating,
      categoryRatings: n % 3 === 0 ? { communication: rating, reliability: Math.max(1, rating - 1) } : {},
      title: TITLES[(5 - rating) % TITLES.length] ?? 'Review',
      content: n % 4 === 1 ? LONG_CONTENT : `Review number ${n + 1}: the booking went as agreed.`,
      isVerified: n % 6 !== 5,
      helpfulCount: (n * 7) % 11,
      created: day.toISOString(),
      photos: n % 5 === 2 ? FIVE_PHOTOS.slice(0, 2) : [],
    };
  });
}
