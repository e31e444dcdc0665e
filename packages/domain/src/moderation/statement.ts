import { appealDeadline } from './appeal';
import { DECISION_GROUND_LABELS, type DecisionGround, type DecisionSource, type DecisionType } from './decision';
import { LEGAL_GROUND_LABELS, NOTICE_TARGET_LABELS, type LegalGround, type NoticeTargetKind } from './notice';
import { STATEMENT_TEXTS } from './statement-texts';
import { termsClauseHeading, termsClauseOf, termsClausePath, type TermsClauseId } from './terms-clauses';

/**
 * A statement of reasons (EU DSA Art. 17): what the server stores with each committed decision and
 * sends to the member it restricts. Dates are ISO instants; URLs are paths on the website.
 */
export interface StatementOfReasons {
  decisionId: string;
  type: DecisionType;
  kind: NoticeTargetKind;
  targetLabel: string;
  targetPath: string;
  /** 0 = indefinitely (account restrictions); other restrictions last until lifted. */
  durationDays: number;
  decidedAt: string;
  endsAt: string | null;
  facts: string;
  source: DecisionSource;
  ground: DecisionGround | null;
  legalGround: LegalGround | null;
  termsClause: TermsClauseId | null;
  groundExplanation: string;
}

/** The account page where the member reads a statement and appeals it. */
export function statementPath(decisionId: string): string {
  return `/account/moderation/${decisionId}`;
}

/** The three ways to challenge a decision, in the active language (read while writing). */
export const REDRESS_ROUTES = {
  get appeal(): string {
    return STATEMENT_TEXTS.redressAppeal;
  },
  get outOfCourt(): string {
    return STATEMENT_TEXTS.redressOutOfCourt;
  },
  get courts(): string {
    return STATEMENT_TEXTS.redressCourts;
  },
};

/** The restriction in one sentence, with its duration. */
export function restrictionSentence(
  statement: Pick<StatementOfReasons, 'type' | 'kind' | 'durationDays' | 'endsAt'>,
): string {
  switch (statement.type) {
    case 'no_action':
      return STATEMENT_TEXTS.noAction;
    case 'hide_review':
      return STATEMENT_TEXTS.reviewHidden;
    case 'suspend_listing':
      return STATEMENT_TEXTS.listingSuspended;
    case 'restrict_account':
      return statement.durationDays > 0 && statement.endsAt
        ? STATEMENT_TEXTS.accountSuspendedFor(statement.durationDays, statement.endsAt.slice(0, 10))
        : STATEMENT_TEXTS.accountSuspendedIndefinitely;
  }
}

/** The ground in words: the law relied on, or the clause of the terms with its link. */
export function groundSentence(statement: Pick<StatementOfReasons, 'ground' | 'legalGround' | 'termsClause'>): string {
  if (statement.ground === 'illegal_content' && statement.legalGround) {
    return STATEMENT_TEXTS.groundIllegal(
      DECISION_GROUND_LABELS.illegal_content,
      LEGAL_GROUND_LABELS[statement.legalGround],
    );
  }
  if (statement.ground === 'incompatible_content' && statement.termsClause) {
    const heading = termsClauseOf(statement.termsClause)
      ? termsClauseHeading(statement.termsClause)
      : statement.termsClause;
    return STATEMENT_TEXTS.groundTerms(
      DECISION_GROUND_LABELS.incompatible_content,
      heading,
      termsClausePath(statement.termsClause),
    );
  }
  return STATEMENT_TEXTS.noGround;
}

export interface StatementSection {
  heading: string;
  text: string;
}

/** The statement as sections, in the order the e-mail and the account page show them. */
export function statementSections(statement: StatementOfReasons, appealUrl: string): StatementSection[] {
  const deadline = appealDeadline(new Date(statement.decidedAt)).toISOString().slice(0, 10);
  return [
    {
      heading: STATEMENT_TEXTS.whatHeading,
      text: STATEMENT_TEXTS.whatText(
        restrictionSentence(statement),
        NOTICE_TARGET_LABELS[statement.kind],
        statement.targetLabel,
        STATEMENT_TEXTS.territorialScope,
        statement.decidedAt.slice(0, 10),
      ),
    },
    { heading: STATEMENT_TEXTS.factsHeading, text: statement.facts },
    {
      heading: STATEMENT_TEXTS.sourceHeading,
      text: statement.source === 'notice' ? STATEMENT_TEXTS.sourceNotice : STATEMENT_TEXTS.sourceOwnInitiative,
    },
    { heading: STATEMENT_TEXTS.howHeading, text: STATEMENT_TEXTS.howText },
    { heading: STATEMENT_TEXTS.whyHeading, text: `${groundSentence(statement)} ${statement.groundExplanation}`.trim() },
    {
      heading: STATEMENT_TEXTS.redressHeading,
      text: `${REDRESS_ROUTES.appeal} ${STATEMENT_TEXTS.appealBy(deadline, appealUrl)} ${REDRESS_ROUTES.outOfCourt} ${REDRESS_ROUTES.courts}`,
    },
  ];
}

/** The statement as plain text (the e-mail's text part). */
export function statementText(statement: StatementOfReasons, appealUrl: string): string {
  return statementSections(statement, appealUrl)
    .map((section) => `${section.heading}\n${section.text}`)
    .join('\n\n');
}

/**
 * The restriction in a few words, without a closing full stop (it is quoted inside other
 * sentences): the listing's `suspendedReason` and the member's, which the sign-in refusal shows.
 */
export function restrictionSummary(
  statement: Pick<StatementOfReasons, 'ground' | 'legalGround' | 'termsClause' | 'endsAt'>,
): string {
  let why = 'a moderation decision';
  if (statement.ground === 'illegal_content' && statement.legalGround) {
    why = `${DECISION_GROUND_LABELS.illegal_content} (${LEGAL_GROUND_LABELS[statement.legalGround]})`;
  } else if (statement.ground === 'incompatible_content' && statement.termsClause) {
    const clause = termsClauseOf(statement.termsClause);
    why = `${DECISION_GROUND_LABELS.incompatible_content} (${clause ? clause.heading : statement.termsClause})`;
  }
  return statement.endsAt ? `${why}, until ${statement.endsAt.slice(0, 10)}` : why;
}
