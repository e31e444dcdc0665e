import { Button, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core';
import { REVIEW_LIMITS } from '@partilha/domain';
import { useId, useState, type FormEvent } from 'react';
import { cls } from '../../classes';
import { REVIEW_CARD_TEXTS as T } from './review-card-texts';

export interface ReportReviewDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The reason, trimmed and never empty: a report always says why (it goes to the operators). */
  onReport: (reason: string) => void;
}

/** Asks why a review is reported; the report button waits for a reason. */
export function ReportReviewDialog({ isOpen, onClose, onReport }: ReportReviewDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    onReport(trimmed);
    setReason('');
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={T.reportTitle} icon="flag" className={cls('review-report-dialog')}>
      <form onSubmit={submit}>
        <DialogBody>
          <FormGroup label={T.reportReasonLabel} labelFor={`${id}-reason`}>
            <TextArea
              id={`${id}-reason`}
              className={cls('review-report-reason')}
              value={reason}
              rows={4}
              fill
              autoFocus
              required
              maxLength={REVIEW_LIMITS.reportReasonMax}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={T.reportCancel} onClick={onClose} />
              <Button type="submit" intent="danger" text={T.report} disabled={!trimmed} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
