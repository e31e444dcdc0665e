import type { Translation } from '../i18n/catalogue';
import type { APPEAL_STATUS_LABELS_EN } from './appeal';

export const APPEAL_STATUS_LABELS_PT: Translation<typeof APPEAL_STATUS_LABELS_EN> = {
  open: 'Aberto',
  granted: 'Deferido',
  rejected: 'Indeferido',
};
