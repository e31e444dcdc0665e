import type { Translation } from '../i18n/catalogue';
import type { FIRST_VIEW_MESSAGES_EN } from './first-view-messages';

export const FIRST_VIEW_MESSAGES_PT: Translation<typeof FIRST_VIEW_MESSAGES_EN> = {
  skipToContent: 'Saltar para o conteúdo',
  signIn: 'Iniciar sessão',
  account: 'Conta',
  productHome: (product) => `Início da ${product}`,
  openDropdown: 'Abrir lista',
  rated: (value, scale) => `Classificação de ${value.replace('.', ',')} em ${scale}`,
};
