import { Button } from '@blueprintjs/core';
import type { NoticeTargetKind } from '@partilha/domain';
import { ReportDialog, reportTitle } from '@partilha/ui';
import { useState } from 'react';
import { useNoticeSubmit } from './use-notice-submit';
import { useReportNotifier } from './use-report-notifier';
import './report.css';

export interface ReportButtonProps {
  kind: NoticeTargetKind;
  targetId: string;
  /** What is reported, in words: the listing's title, the member's name. */
  targetLabel: string;
  className?: string;
}

/**
 * "Report listing" / "Report profile" for members and guests alike (EU DSA Art. 16): opens the
 * report form; a guest confirms the report through the e-mailed link.
 */
export function ReportButton({ kind, targetId, targetLabel, className }: ReportButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const member = useReportNotifier();
  const submit = useNoticeSubmit();
  return (
    <>
      <Button
        className={['report-button', className].filter(Boolean).join(' ')}
        size="small"
        variant="minimal"
        icon="flag"
        text={reportTitle(kind)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <ReportDialog
        isOpen={isOpen}
        kind={kind}
        targetId={targetId}
        targetLabel={targetLabel}
        member={member}
        onSubmit={submit}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
