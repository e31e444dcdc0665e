import type { Translation } from '../i18n/catalogue';
import type { LISTING_TYPE_DESCRIPTIONS_EN, LISTING_TYPE_LABELS_EN, PRICE_SUFFIXES_EN } from './listing-type';

export const LISTING_TYPE_LABELS_PT: Translation<typeof LISTING_TYPE_LABELS_EN> = {
  service: 'Serviço',
  equipment: 'Equipamento',
};

export const LISTING_TYPE_DESCRIPTIONS_PT: Translation<typeof LISTING_TYPE_DESCRIPTIONS_EN> = {
  service: 'Oferece o teu tempo e o que sabes fazer',
  equipment: 'Aluga o teu equipamento',
};

export const PRICE_SUFFIXES_PT: Translation<typeof PRICE_SUFFIXES_EN> = {
  service: '/hora',
  equipment: '/dia',
};
