import type { Translation } from '../i18n/catalogue';
import type { NOTIFICATION_KIND_LABELS_EN } from './notification';

export const NOTIFICATION_KIND_LABELS_PT: Translation<typeof NOTIFICATION_KIND_LABELS_EN> = {
  new_message: 'Nova mensagem',
  booking_request: 'Pedido de reserva',
  booking_status_change: 'Atualização da reserva',
  booking_reminder: 'Lembrete',
  generic: 'Notificação',
};
