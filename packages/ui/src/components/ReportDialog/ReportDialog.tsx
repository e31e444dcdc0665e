import { Dialog } from '@blueprintjs/core';
import { cls } from '../../classes';
import { ReportForm, type ReportFormProps } from './ReportForm';
import { reportTitle } from './report-texts';

export interface ReportDialogProps extends Omit<ReportFormProps, 'onCancel' | 'variant'> {
  isOpen: boolean;
  /** Cancel, Close, Esc or the close button. */
  onClose: () => void;
}

/**
 * "Report" on a listing, a profile or a review (EU DSA Art. 16 notice): the reason, the legal
 * ground for illegal content, the explanation, the notifier and the good-faith statement, checked
 * with the domain's schemas before the server checks them again. A new form for every opening.
 */
export function ReportDialog({ isOpen, onClose, ...form }: ReportDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={reportTitle(form.kind)}
      icon="flag"
      className={cls('report-dialog')}
    >
      <ReportForm key={`${form.kind}:${form.targetId}`} {...form} onCancel={onClose} variant="dialog" />
    </Dialog>
  );
}
