import type { Translation } from '../i18n/catalogue';
import type { RATING_MESSAGES_EN } from './rating-messages';

export const RATING_MESSAGES_PT: Translation<typeof RATING_MESSAGES_EN> = {
  noReviews: 'Ainda sem avaliações',
  decimal: (value) => value.replace('.', ','),
  ratedOutOf: (value, scale) => `Classificação de ${value} em ${scale}`,
  reviewCount: (count) => `${count} ${count === 1 ? 'avaliação' : 'avaliações'}`,
};
