export {
  STATEMENT_OF_REASONS_TEXTS,
  StatementOfReasons,
  type StatementOfReasonsProps,
  type StatementOfReasonsStatus,
} from './StatementOfReasons';
export {
  statementLinkTarget,
  statementParagraphs,
  statementTextParts,
  type StatementTextPart,
} from './statement-links';
