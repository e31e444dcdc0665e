import type { NoticeInput, NoticeTargetKind } from '@partilha/domain';
import { useState } from 'react';
import {
  checkReport,
  EMPTY_REPORT,
  REPORT_FIELDS,
  type ReportErrors,
  type ReportFormValues,
} from './report-form-errors';

export interface ReportNotifier {
  name: string;
  email: string;
}

export type ReportSubmit = (notice: NoticeInput) => Promise<string>;

/**
 * The report form's state: its values, the problems shown once a send was attempted (then live as
 * the notifier corrects them), the send itself and its outcome. A refusal keeps every value.
 */
export function useReportForm(
  target: { kind: NoticeTargetKind; targetId: string },
  member: ReportNotifier | null,
  onSubmit: ReportSubmit,
) {
  const [values, setValues] = useState<ReportFormValues>(() =>
    member ? { ...EMPTY_REPORT, name: member.name, email: member.email } : EMPTY_REPORT,
  );
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<string | null>(null);

  // A member's name and e-mail are their account's; the server takes them from there anyway.
  const current = member ? { ...values, name: member.name, email: member.email } : values;
  const checked = checkReport(target, current, member === null);
  const errors: ReportErrors = attempted && checked.errors ? checked.errors : {};

  const change = <K extends keyof ReportFormValues>(field: K, value: ReportFormValues[K]) =>
    setValues((before) => ({ ...before, [field]: value }));

  /** Sends the report; resolves with the first field to correct, if any, so the form can focus it. */
  const send = async (): Promise<keyof ReportErrors | null> => {
    setAttempted(true);
    if (busy) return null;
    if (!checked.notice) {
      const problems = checked.errors;
      return REPORT_FIELDS.find((field) => problems[field]) ?? 'form';
    }
    setBusy(true);
    setServerError(null);
    try {
      setSubmitted(await onSubmit(checked.notice));
    } catch (error) {
      setServerError(error instanceof Error && error.message ? error.message : String(error));
    } finally {
      setBusy(false);
    }
    return null;
  };

  return { values: current, errors, change, send, busy, serverError, submitted };
}
