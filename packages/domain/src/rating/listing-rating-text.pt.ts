import type { Translation } from '../i18n/catalogue';
import type { LISTING_RATING_TEXT_EN } from './listing-rating-text';

export const LISTING_RATING_TEXT_PT: Translation<typeof LISTING_RATING_TEXT_EN> = {
  noReviews: 'Ainda sem avaliações',
  summary: (rating, count) => `${rating.replace('.', ',')} · ${count} ${count === 1 ? 'avaliação' : 'avaliações'}`,
};
