import type { Translation } from '../i18n/catalogue';
import type { WEEKDAY_LABELS_EN, WEEKDAY_SHORT_LABELS_EN } from './availability';

export const WEEKDAY_LABELS_PT: Translation<typeof WEEKDAY_LABELS_EN> = {
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
  sunday: 'Domingo',
};

export const WEEKDAY_SHORT_LABELS_PT: Translation<typeof WEEKDAY_SHORT_LABELS_EN> = {
  monday: 'Seg',
  tuesday: 'Ter',
  wednesday: 'Qua',
  thursday: 'Qui',
  friday: 'Sex',
  saturday: 'Sáb',
  sunday: 'Dom',
};
