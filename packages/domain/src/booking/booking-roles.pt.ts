import type { Translation } from '../i18n/catalogue';
import type { BOOKING_ACTOR_LABELS_EN } from './booking-roles';

export const BOOKING_ACTOR_LABELS_PT: Translation<typeof BOOKING_ACTOR_LABELS_EN> = {
  owner: 'Proprietário',
  renter: 'Cliente',
};
