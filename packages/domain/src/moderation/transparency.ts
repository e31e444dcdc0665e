import type { AppealStatus } from './appeal';
import { TERRITORIAL_SCOPE, type DecisionStatus } from './decision';
import type { StatementOfReasons } from './statement';

/**
 * One statement of reasons in the EU Transparency Database's field names (its API and CSV
 * upload), plus three `partilha_*` fields of our own. Lists are arrays in JSON and
 * comma-separated in CSV. Decisions of "no action" restrict nobody and are not statements.
 */
export interface TransparencyRecord {
  puid: string;
  decision_visibility: string[];
  decision_monetary: string;
  decision_provision: string;
  decision_account: string;
  account_type: string;
  decision_ground: string;
  decision_ground_reference_url: string;
  illegal_content_legal_ground: string;
  illegal_content_explanation: string;
  incompatible_content_ground: string;
  incompatible_content_explanation: string;
  category: string;
  content_type: string[];
  content_language: string;
  territorial_scope: string[];
  application_date: string;
  end_date_visibility_restriction: string;
  end_date_account_restriction: string;
  decision_facts: string;
  source_type: string;
  automated_detection: string;
  automated_decision: string;
  partilha_item_kind: string;
  partilha_status: string;
  partilha_appeal: string;
}

export const TRANSPARENCY_FIELDS: (keyof TransparencyRecord)[] = [
  'puid',
  'decision_visibility',
  'decision_monetary',
  'decision_provision',
  'decision_account',
  'account_type',
  'decision_ground',
  'decision_ground_reference_url',
  'illegal_content_legal_ground',
  'illegal_content_explanation',
  'incompatible_content_ground',
  'incompatible_content_explanation',
  'category',
  'content_type',
  'content_language',
  'territorial_scope',
  'application_date',
  'end_date_visibility_restriction',
  'end_date_account_restriction',
  'decision_facts',
  'source_type',
  'automated_detection',
  'automated_decision',
  'partilha_item_kind',
  'partilha_status',
  'partilha_appeal',
];

/** The Transparency Database writes dates as YYYY-MM-DD. */
function day(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

const CATEGORY_OF_CLAUSE: Record<string, string> = {
  listings: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
  'acceptable-use': 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
};

/** A committed restriction as the Transparency Database's statement of reasons. */
export function transparencyRecordOf(
  statement: StatementOfReasons,
  status: DecisionStatus,
  appeal: AppealStatus | null,
  termsUrl: string,
): TransparencyRecord {
  const illegal = statement.ground === 'illegal_content';
  const account = statement.type === 'restrict_account';
  const visibility = statement.type === 'hide_review' || statement.type === 'suspend_listing';
  return {
    puid: statement.decisionId,
    decision_visibility: visibility ? ['DECISION_VISIBILITY_CONTENT_DISABLED'] : [],
    decision_monetary: '',
    decision_provision: '',
    decision_account: account
      ? statement.durationDays > 0
        ? 'DECISION_ACCOUNT_SUSPENDED'
        : 'DECISION_ACCOUNT_TERMINATED'
      : '',
    account_type: account ? 'ACCOUNT_TYPE_PRIVATE' : '',
    decision_ground: illegal ? 'DECISION_GROUND_ILLEGAL_CONTENT' : 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
    decision_ground_reference_url: illegal ? '' : `${termsUrl}#${statement.termsClause ?? ''}`,
    illegal_content_legal_ground: illegal ? (statement.legalGround ?? '') : '',
    illegal_content_explanation: illegal ? statement.groundExplanation : '',
    incompatible_content_ground: illegal ? '' : (statement.termsClause ?? ''),
    incompatible_content_explanation: illegal ? '' : statement.groundExplanation,
    category: illegal
      ? (statement.legalGround ?? 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC')
      : (CATEGORY_OF_CLAUSE[statement.termsClause ?? ''] ?? 'STATEMENT_CATEGORY_OTHER_VIOLATION_TC'),
    content_type: [statement.kind === 'listing' ? 'CONTENT_TYPE_PRODUCT' : 'CONTENT_TYPE_TEXT'],
    content_language: 'EN',
    territorial_scope: [...TERRITORIAL_SCOPE],
    application_date: day(statement.decidedAt),
    end_date_visibility_restriction: '',
    end_date_account_restriction: account ? day(statement.endsAt) : '',
    decision_facts: statement.facts,
    source_type: statement.source === 'notice' ? 'SOURCE_ARTICLE_16' : 'SOURCE_VOLUNTARY',
    automated_detection: 'No',
    automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
    partilha_item_kind: statement.kind,
    partilha_status: status,
    partilha_appeal: appeal ?? '',
  };
}

/** The figures of the console's Transparency page for one period (`GET /api/moderation/transparency`). */
export interface TransparencySummary {
  from: string;
  to: string;
  notices: {
    total: number;
    byReason: Record<string, number>;
    byKind: Record<string, number>;
    /** open, no_action, restricted (a decision restricted the item or its owner), unconfirmed */
    byOutcome: Record<string, number>;
  };
  decisions: {
    total: number;
    byType: Record<string, number>;
    byGround: Record<string, number>;
    bySource: Record<string, number>;
    undone: number;
  };
  /** Median hours from a queue entry's first notice to its decision; null without decisions. */
  medianHoursToDecision: number | null;
  appeals: { total: number; open: number; granted: number; rejected: number; reversed: number };
}
