import type { Translation } from '../i18n/catalogue';
import type { RELIABILITY_MESSAGES_EN } from './reliability-messages';

const reservas = (n: number) => `${n} ${n === 1 ? 'reserva' : 'reservas'}`;

export const RELIABILITY_MESSAGES_PT: Translation<typeof RELIABILITY_MESSAGES_EN> = {
  title: 'Fiabilidade nas reservas',
  newMember: 'Membro novo',
  excellent: 'Muito fiável',
  good: 'Fiável',
  fair: 'Moderadamente fiável',
  poor: 'Pouco fiável',
  bookingsSoFar: (bookings) => `${reservas(bookings)} até agora`,
  noCancellationsIn: (bookings) => `Nenhum cancelamento em ${reservas(bookings)}`,
  lateCancellationsIn: (late, bookings) =>
    `${late} ${late === 1 ? 'cancelamento tardio' : 'cancelamentos tardios'} em ${reservas(bookings)}`,
};
