export { ReportDialog, type ReportDialogProps } from './ReportDialog';
export { ReportForm, type ReportFormProps } from './ReportForm';
export { characterCount, REPORT_TEXTS, reportTitle } from './report-texts';
export type { ReportNotifier, ReportSubmit } from './use-report-form';
