import type { Translation } from '../i18n/catalogue';
import type { REVIEW_CATEGORY_LABELS_EN } from './review-categories';

export const REVIEW_CATEGORY_LABELS_PT: Translation<typeof REVIEW_CATEGORY_LABELS_EN> = {
  condition: 'Estado',
  accuracy: 'Fidelidade ao anúncio',
  value: 'Relação qualidade-preço',
  communication: 'Comunicação',
  reliability: 'Fiabilidade',
  professionalism: 'Profissionalismo',
  responsiveness: 'Rapidez de resposta',
  cleanliness: 'Estado do equipamento',
  carefulness: 'Cuidado',
  punctuality: 'Pontualidade',
  respectfulness: 'Respeito',
  quality: 'Qualidade',
};
