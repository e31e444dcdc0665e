import type { Translation } from '../i18n/catalogue';
import type { NOTIFICATION_MESSAGES_EN } from './notification-messages';

export const NOTIFICATION_MESSAGES_PT: Translation<typeof NOTIFICATION_MESSAGES_EN> = {
  createFailed: 'Não foi possível criar a notificação',
  fetchFailed: 'Não foi possível carregar as notificações',
  markReadFailed: 'Não foi possível marcar a notificação como lida',
  markAllReadFailed: 'Não foi possível marcar todas as notificações como lidas',
  processFailed: 'Não foi possível abrir a notificação',
  allMarkedRead: 'Todas as notificações foram marcadas como lidas',
  empty: 'Sem notificações',
  markAllRead: 'Marcar todas como lidas',
  title: 'Notificações',
  titleWithUnread: (count) => `Notificações, ${count} por ler`,
  unread: 'Por ler:',
};
