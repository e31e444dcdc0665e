import type { Translation } from '../i18n/catalogue';
import type { REASON_DIALOG_MESSAGES_EN } from './reason-dialog-messages';

export const REASON_DIALOG_MESSAGES_PT: Translation<typeof REASON_DIALOG_MESSAGES_EN> = {
  label: 'Motivo',
  helper: 'Fica guardado no histórico de auditoria com o teu nome.',
  cancel: 'Cancelar',
  optional: '(opcional)',
};
