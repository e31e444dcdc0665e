import type { Translation } from '../i18n/catalogue';
import type { CONDITION_LABELS_EN, EQUIPMENT_FIELD_LABELS_EN, EXPERIENCE_LABELS_EN } from './listing-attributes';

export const EXPERIENCE_LABELS_PT: Translation<typeof EXPERIENCE_LABELS_EN> = {
  beginner: 'Iniciante',
  intermediate: 'Intermédio',
  expert: 'Especialista',
  professional: 'Profissional',
};

export const CONDITION_LABELS_PT: Translation<typeof CONDITION_LABELS_EN> = {
  new: 'Novo',
  'like-new': 'Como novo',
  good: 'Bom',
  fair: 'Razoável',
  'well-used': 'Muito usado',
};

export const EQUIPMENT_FIELD_LABELS_PT: Translation<typeof EQUIPMENT_FIELD_LABELS_EN> = {
  insurance: 'Seguro obrigatório',
  deposit: 'Caução',
};
