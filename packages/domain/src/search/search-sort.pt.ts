import type { Translation } from '../i18n/catalogue';
import type { SEARCH_SORT_LABELS_EN } from './search-sort';

export const SEARCH_SORT_LABELS_PT: Translation<typeof SEARCH_SORT_LABELS_EN> = {
  best: 'Mais relevantes',
  newest: 'Mais recentes',
  'price-asc': 'Preço: mais baixo primeiro',
  'price-desc': 'Preço: mais alto primeiro',
  rating: 'Mais bem avaliados',
};
