import type { Translation } from '../i18n/catalogue';
import type { WIZARD_STEP_LABELS_EN } from './listing-wizard';

export const WIZARD_STEP_LABELS_PT: Translation<typeof WIZARD_STEP_LABELS_EN> = {
  basicInfo: 'Dados básicos',
  details: 'Detalhes',
  pricing: 'Preço',
  images: 'Imagens',
  availability: 'Disponibilidade',
  review: 'Revisão',
};
