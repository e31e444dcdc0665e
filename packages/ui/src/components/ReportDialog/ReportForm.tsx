import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { translateText, type NoticeTargetKind } from '@partilha/domain';
import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { cls } from '../../classes';
import { ReportFields } from './ReportFields';
import { REPORT_TEXTS as T } from './report-texts';
import { useReportForm, type ReportNotifier, type ReportSubmit } from './use-report-form';

export interface ReportFormProps {
  kind: NoticeTargetKind;
  targetId: string;
  /** What is reported, in words: the listing's title, the member's name, the review's title. */
  targetLabel: string;
  /** The signed-in member (name and e-mail shown read-only), or null for a guest. */
  member: ReportNotifier | null;
  /**
   * Sends the checked notice. Resolve with the server's message to show the sent state; reject
   * with an `Error` carrying the server's message to show it, every value kept.
   */
  onSubmit: ReportSubmit;
  /** Cancel (and Close once sent); left out on a page that has its own way back. */
  onCancel?: () => void;
  /** In the dialog the body and the buttons take the dialog's regions; on a page they stack. */
  variant?: 'dialog' | 'page';
}

/** The report (notice) form, shared by the dialog on the website and the standalone report page. */
export function ReportForm(props: ReportFormProps) {
  const { kind, targetId, targetLabel, member, onSubmit, onCancel, variant = 'dialog' } = props;
  const idBase = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useReportForm({ kind, targetId }, member, onSubmit);
  const Body = variant === 'dialog' ? DialogBody : PageBody;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const firstProblem = await form.send();
    if (firstProblem && firstProblem !== 'form') {
      // The reason group is focused through its chosen (or first) radio button.
      const field = formRef.current?.querySelector<HTMLElement>(
        firstProblem === 'reason' ? `[id="${idBase}-reason"] input` : `[id="${idBase}-${firstProblem}"]`,
      );
      field?.focus();
    }
  };

  if (form.submitted !== null) {
    const close = onCancel && <Button text={T.close} intent="primary" onClick={onCancel} autoFocus />;
    return (
      <>
        <Body>
          <Callout
            intent="success"
            icon={member ? 'tick-circle' : 'envelope'}
            role="status"
            className={cls('report-submitted')}
          >
            {/* Not the Callout's title: that is a heading, out of order under the dialog's own. */}
            <strong className={cls('report-submitted-title')}>{member ? T.submittedTitle : T.confirmTitle}</strong>
            {translateText(form.submitted)}
          </Callout>
        </Body>
        {close && (variant === 'dialog' ? <DialogFooter actions={close} /> : <PageActions>{close}</PageActions>)}
      </>
    );
  }

  const actions = (
    <>
      {onCancel && <Button text={T.cancel} onClick={onCancel} disabled={form.busy} />}
      <Button type="submit" intent="danger" text={T.submit} loading={form.busy} disabled={form.busy} />
    </>
  );

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className={cls('report-form')}>
      <Body>
        <p className={cls('report-target')}>
          <span className={cls('report-target-label')}>{targetLabel}</span>
        </p>
        <p className={cls('report-intro')}>{T.intro}</p>
        <ReportFields
          idBase={idBase}
          values={form.values}
          errors={form.errors}
          isMember={member !== null}
          busy={form.busy}
          onChange={form.change}
        />
        {(form.serverError ?? form.errors.form) && (
          <Callout intent="danger" role="alert" className={cls('report-error')}>
            {translateText(form.serverError ?? form.errors.form ?? '')}
          </Callout>
        )}
      </Body>
      {variant === 'dialog' ? <DialogFooter actions={actions} /> : <PageActions>{actions}</PageActions>}
    </form>
  );
}

function PageBody({ children }: { children?: ReactNode }) {
  return <div className={cls('report-page-body')}>{children}</div>;
}

function PageActions({ children }: { children?: ReactNode }) {
  return <div className={cls('report-page-actions')}>{children}</div>;
}
