import type { Translation } from '../i18n/catalogue';
import type { COMMON_MESSAGES_EN } from './common-messages';

export const COMMON_MESSAGES_PT: Translation<typeof COMMON_MESSAGES_EN> = {
  requiredField: '(obrigatório)',
  loadingListing: 'A carregar o anúncio',
  comingSoon: 'Brevemente',
  stillBeingBuilt: 'Esta parte da Partilha ainda está em construção.',
  backToHome: 'Voltar ao início',
};
