import type { Translation } from '../i18n/catalogue';
import type { BOOKING_TIMER_MESSAGES_EN } from './booking-timers';

export const BOOKING_TIMER_MESSAGES_PT: Translation<typeof BOOKING_TIMER_MESSAGES_EN> = {
  expiredReason: 'Expirado: o proprietário não respondeu a tempo',
  hours: 'Indica um número inteiro de horas entre 1 e 720.',
  secondAfterFirst: 'O segundo lembrete tem de vir depois do primeiro.',
  expiryAfterSecond: 'Um pedido tem de expirar depois do segundo lembrete.',
};
