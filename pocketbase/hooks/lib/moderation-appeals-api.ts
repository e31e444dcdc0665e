// Statements and appeals (issue 15, docs/moderation-api.md "Statements and appeals"): the
// member's reads of their statements, filing an appeal, the appeals queue and its decision.
export { myStatements, statementDetail } from './moderation-statement-reads';
export { fileAppeal } from './moderation-appeal-file';
export { consoleAppeals } from './moderation-appeal-queue';
export { decideAppeal } from './moderation-appeal-decide';
