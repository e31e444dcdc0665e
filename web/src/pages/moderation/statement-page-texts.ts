/**
 * The statement page's own words (docs/moderation-api.md "Statements and appeals"), in the domain's
 * catalogue (issue 19). The rules and the server's answers are MODERATION_MESSAGES.
 */
export { STATEMENT_PAGE_TEXTS } from '@partilha/domain';
