import type { Translation } from '../i18n/catalogue';
import type { DISPLAY_NAME_FALLBACKS_EN } from './display-name';

export const DISPLAY_NAME_FALLBACKS_PT: Translation<typeof DISPLAY_NAME_FALLBACKS_EN> = {
  anonymous: 'Anónimo',
  owner: 'Proprietário',
  renter: 'Cliente',
  someone: 'Alguém',
};
