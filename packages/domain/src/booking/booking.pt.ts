import type { Translation } from '../i18n/catalogue';
import type { BOOKING_STATUS_LABELS_EN } from './booking';

/** Badge texts; feminine because they describe "a reserva". */
export const BOOKING_STATUS_LABELS_PT: Translation<typeof BOOKING_STATUS_LABELS_EN> = {
  pending: 'Pendente',
  negotiating: 'Em negociação',
  approved: 'Confirmada',
  rejected: 'Recusada',
  cancelled: 'Cancelada',
  completed: 'Concluída',
};
