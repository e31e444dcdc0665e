export { REASON_DIALOG_TEXTS, ReasonDialog, type ReasonDialogIntent, type ReasonDialogProps } from './ReasonDialog';
