import type { Translation } from '../i18n/catalogue';
import type {
  CONSOLE_ROLE_LABELS_EN,
  CONSOLE_UI_TEXTS_EN,
  LISTING_MODERATION_LABELS_EN,
  SUBSCRIPTION_STATUS_LABELS_EN,
} from './console-ui-texts';

export const CONSOLE_UI_TEXTS_PT: Translation<typeof CONSOLE_UI_TEXTS_EN> = {
  appTitle: 'Consola Partilha',
  network: 'Não foi possível contactar o servidor. Verifica o endereço do servidor e a tua ligação.',
  signInFailed: 'Não foi possível iniciar sessão. Verifica as tuas credenciais e tenta novamente.',
  serverUrlInvalid: 'Indica o endereço do servidor como http:// ou https:// seguido de um anfitrião.',
  loadFailed: 'Não foi possível carregar esta página.',
  nothingFound: 'Nada corresponde a estes filtros.',
  actionFailed: 'Não foi possível concluir a ação.',
};

export const CONSOLE_ROLE_LABELS_PT: Translation<typeof CONSOLE_ROLE_LABELS_EN> = {
  user: 'Membro',
  moderator: 'Moderador',
  operator: 'Operador',
};

export const SUBSCRIPTION_STATUS_LABELS_PT: Translation<typeof SUBSCRIPTION_STATUS_LABELS_EN> = {
  active: 'Ativa',
  unsubscribed: 'Cancelada',
};

export const LISTING_MODERATION_LABELS_PT: Translation<typeof LISTING_MODERATION_LABELS_EN> = {
  active: 'Ativo',
  suspended: 'Suspenso',
};
