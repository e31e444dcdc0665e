import { localized } from '../i18n/catalogue';

/** The reason dialog's own words (an operator's audited action, an owner's rejection). */
export const REASON_DIALOG_MESSAGES_EN = {
  label: 'Reason',
  helper: 'Recorded in the audit log with your name.',
  cancel: 'Cancel',
  optional: '(optional)',
} as const;

export const REASON_DIALOG_MESSAGES = localized('reason-dialog', REASON_DIALOG_MESSAGES_EN);
