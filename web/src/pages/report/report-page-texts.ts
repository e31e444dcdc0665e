/** Texts of the report pages that MODERATION_MESSAGES do not hold: the domain's catalogue (issue 19). */
export { REPORT_PAGE_TEXTS } from '@partilha/domain';
