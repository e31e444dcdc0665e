import { localized } from '../i18n/catalogue';

/** The texts beside rating stars (spec 001 §2 Rating stars). */
export const RATING_MESSAGES_EN = {
  noReviews: 'No reviews yet',
  /** A rating to one decimal as written in the language: "4.5" (pt-PT "4,5"). */
  decimal: (value: string) => value,
  ratedOutOf: (value: string, scale: number) => `Rated ${value} out of ${scale}`,
  reviewCount: (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`,
} as const;

export const RATING_MESSAGES = /* @__PURE__ */ localized('rating', RATING_MESSAGES_EN);
