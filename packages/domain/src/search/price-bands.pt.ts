import type { Translation } from '../i18n/catalogue';
import type { PRICE_FILTER_LABELS_EN } from './price-bands';

export const PRICE_FILTER_LABELS_PT: Translation<typeof PRICE_FILTER_LABELS_EN> = {
  anyPrice: 'Qualquer preço',
  range: (min, max) => `${min} - ${max}`,
  above: (min) => `Mais de ${min}`,
  from: (amount) => `A partir de ${amount}`,
  upTo: (amount) => `Até ${amount}`,
};
