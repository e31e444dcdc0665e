import type { Translation } from '../i18n/catalogue';
import type { SPOKEN_PRICE_EN } from './spoken-price';

export const SPOKEN_PRICE_PT: Translation<typeof SPOKEN_PRICE_EN> = {
  perHour: (amount) => `${amount} ${amount === '1' ? 'euro' : 'euros'} por hora`,
  perDay: (amount) => `${amount} ${amount === '1' ? 'euro' : 'euros'} por dia`,
};
