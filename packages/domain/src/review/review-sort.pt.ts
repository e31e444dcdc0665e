import type { Translation } from '../i18n/catalogue';
import type { REVIEW_SORT_LABELS_EN } from './review-sort';

export const REVIEW_SORT_LABELS_PT: Translation<typeof REVIEW_SORT_LABELS_EN> = {
  newest: 'Mais recentes',
  oldest: 'Mais antigas',
  highest_rated: 'Melhor classificadas',
  lowest_rated: 'Pior classificadas',
  most_helpful: 'Mais úteis',
};
