import { appealDeadline } from './appeal';
import {
  DECISION_GROUND_LABELS,
  TERRITORIAL_SCOPE_LABEL,
  type DecisionGround,
  type DecisionSource,
  type DecisionType,
} from './decision';
import { LEGAL_GROUND_LABELS, NOTICE_TARGET_LABELS, type LegalGround, type NoticeTargetKind } from './notice';
import { termsClauseOf, termsClausePath, type TermsClauseId } from './terms-clauses';

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

export const REDRESS_ROUTES = {
  appeal:
    'Appeal to Partilha: you can ask us to review this decision within six months, from the link below. A different moderator will decide, and we will tell you the outcome with reasons.',
  outOfCourt:
    'Out-of-court settlement: you can refer the decision to an out-of-court dispute settlement body certified under Article 21 of the EU Digital Services Act (the European Commission lists them), or, as a consumer, to a consumer dispute resolution entity listed at consumidor.gov.pt.',
  courts:
    'Courts: you can also take the matter to the Portuguese courts, or to the courts of your home country where consumer law allows it.',
} as const;

/** The restriction in one sentence, with its duration. */
export function restrictionSentence(
  statement: Pick<StatementOfReasons, 'type' | 'kind' | 'durationDays' | 'endsAt'>,
): string {
  switch (statement.type) {
    case 'no_action':
      return 'We decided to take no action.';
    case 'hide_review':
      return 'Your review is hidden: it no longer appears on Partilha or counts towards any rating, until this decision is reversed.';
    case 'suspend_listing':
      return 'Your listing is suspended: it no longer appears in search and cannot be booked, until this decision is reversed.';
    case 'restrict_account':
      return statement.durationDays > 0 && statement.endsAt
        ? `Your account is suspended for ${statement.durationDays} days, until ${statement.endsAt.slice(0, 10)}: you cannot sign in and your listings are not shown.`
        : 'Your account is suspended indefinitely: you cannot sign in and your listings are not shown.';
  }
}

/** The ground in words: the law relied on, or the clause of the terms with its link. */
export function groundSentence(statement: Pick<StatementOfReasons, 'ground' | 'legalGround' | 'termsClause'>): string {
  if (statement.ground === 'illegal_content' && statement.legalGround) {
    return `${DECISION_GROUND_LABELS.illegal_content}: ${LEGAL_GROUND_LABELS[statement.legalGround]}.`;
  }
  if (statement.ground === 'incompatible_content' && statement.termsClause) {
    const clause = termsClauseOf(statement.termsClause);
    const heading = clause ? clause.heading : statement.termsClause;
    return `${DECISION_GROUND_LABELS.incompatible_content}: the clause “${heading}” of our terms (${termsClausePath(statement.termsClause)}).`;
  }
  return 'No ground: no restriction was applied.';
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
      heading: 'What we decided',
      text: `${restrictionSentence(statement)} ${NOTICE_TARGET_LABELS[statement.kind]}: “${statement.targetLabel}”. It applies in ${TERRITORIAL_SCOPE_LABEL}, from ${statement.decidedAt.slice(0, 10)}.`,
    },
    { heading: 'The facts we relied on', text: statement.facts },
    {
      heading: 'How this came to us',
      text:
        statement.source === 'notice'
          ? 'We acted on a report (notice) we received about this content.'
          : 'We acted on our own initiative.',
    },
    {
      heading: 'How we decided',
      text: 'A person on our moderation team decided this. No automated means were used to detect the content or to make the decision.',
    },
    { heading: 'Why', text: `${groundSentence(statement)} ${statement.groundExplanation}`.trim() },
    {
      heading: 'What you can do',
      text: `${REDRESS_ROUTES.appeal} Appeal by ${deadline}: ${appealUrl} ${REDRESS_ROUTES.outOfCourt} ${REDRESS_ROUTES.courts}`,
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
