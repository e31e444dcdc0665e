import { activeLanguage, REPORT_FORM_TEXTS, type NoticeTargetKind } from '@partilha/domain';

/**
 * Texts of the report form: the domain's REPORT_FORM_TEXTS catalogue (read in the active language
 * while drawing). The refusals and the server's answers are MODERATION_MESSAGES' words.
 */
export const REPORT_TEXTS = REPORT_FORM_TEXTS;

/** "Report listing", the dialog's title and the form's heading. */
export function reportTitle(kind: NoticeTargetKind): string {
  return REPORT_FORM_TEXTS.title(kind);
}

/** "1,234/2,000" (pt-PT "1234/2000", as Portuguese leaves four digits ungrouped): the live count. */
export function characterCount(length: number, max: number): string {
  const separator = activeLanguage() === 'pt-PT' ? '\u00a0' : ',';
  const group = (n: number) =>
    separator !== ',' && n < 10_000 ? String(n) : String(n).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${group(length)}/${group(max)}`;
}
