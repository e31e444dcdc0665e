import type { ModerationCase } from '@partilha/data';
import {
  CONSOLE_MODERATION_TEXTS as T,
  DECISION_TYPES,
  DECISIONS_BY_KIND,
  decisionInputSchema,
  isRestriction,
  MODERATION_MESSAGES,
  type DecisionGround,
  type DecisionInput,
  type DecisionType,
  type LegalGround,
  type NoticeTargetKind,
  type StatementOfReasons,
  type TermsClauseId,
} from '@partilha/domain';

/** The decision dialog's fields as typed; '' where nothing is chosen yet. */
export interface DecisionForm {
  type: DecisionType | '';
  /** Account restrictions: days, 0 = indefinitely. */
  durationDays: number;
  facts: string;
  ground: DecisionGround | '';
  legalGround: LegalGround | '';
  termsClause: TermsClauseId | '';
  groundExplanation: string;
}

export const EMPTY_DECISION_FORM: DecisionForm = {
  type: '',
  durationDays: 30,
  facts: '',
  ground: '',
  legalGround: '',
  termsClause: '',
  groundExplanation: '',
};

export type DecisionField = keyof DecisionForm;

/** The decisions that fit every chosen entry: one statement must make sense for all of them. */
export function decisionChoices(kinds: readonly NoticeTargetKind[]): DecisionType[] {
  if (kinds.length === 0) return [];
  return DECISION_TYPES.filter((type) => kinds.every((kind) => DECISIONS_BY_KIND[kind].includes(type)));
}

/** The request body: only the fields the chosen decision uses (no ground for "no action"). */
export function decisionBody(form: DecisionForm, caseIds: readonly string[]): Record<string, unknown> {
  const body: Record<string, unknown> = { caseIds: [...caseIds], type: form.type || undefined, facts: form.facts };
  if (form.type === 'restrict_account') body.durationDays = form.durationDays;
  if (form.type && isRestriction(form.type)) {
    body.ground = form.ground || undefined;
    if (form.ground === 'illegal_content') body.legalGround = form.legalGround || undefined;
    if (form.ground === 'incompatible_content') body.termsClause = form.termsClause || undefined;
    body.groundExplanation = form.groundExplanation;
  }
  return body;
}

export type DecisionCheck =
  | { ok: true; input: DecisionInput }
  | { ok: false; problems: Partial<Record<DecisionField | 'caseIds', string>>; first: string };

/**
 * The form checked with the domain's `decisionInputSchema` (the server's own check): the parsed
 * body, or each field's first problem in `MODERATION_MESSAGES`' words.
 */
export function checkDecision(form: DecisionForm, caseIds: readonly string[]): DecisionCheck {
  const parsed = decisionInputSchema.safeParse(decisionBody(form, caseIds));
  if (parsed.success) return { ok: true, input: parsed.data };
  const problems: Partial<Record<DecisionField | 'caseIds', string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'type') as DecisionField | 'caseIds';
    problems[field] ??= issue.message;
  }
  return { ok: false, problems, first: parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.invalidDecision };
}

/** "30 days", "Indefinitely". */
export function durationLabel(days: number): string {
  return days === 0 ? T.indefinitely : T.durationDays(days);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The statement the member would receive, built from the form for the preview (the server builds
 * the real one when the decision is committed, with its own id and time).
 */
export function previewStatement(
  form: DecisionForm,
  entry: Pick<ModerationCase, 'kind' | 'targetLabel' | 'targetPath' | 'source'>,
  now: Date,
): StatementOfReasons {
  const type: DecisionType = form.type || 'no_action';
  const durationDays = type === 'restrict_account' ? form.durationDays : 0;
  const restriction = isRestriction(type);
  return {
    decisionId: 'preview',
    type,
    kind: entry.kind,
    targetLabel: entry.targetLabel,
    targetPath: entry.targetPath,
    durationDays,
    decidedAt: now.toISOString(),
    endsAt: durationDays > 0 ? new Date(now.getTime() + durationDays * DAY_MS).toISOString() : null,
    facts: form.facts.trim(),
    source: entry.source,
    ground: restriction && form.ground ? form.ground : null,
    legalGround: restriction && form.ground === 'illegal_content' && form.legalGround ? form.legalGround : null,
    termsClause: restriction && form.ground === 'incompatible_content' && form.termsClause ? form.termsClause : null,
    groundExplanation: restriction ? form.groundExplanation.trim() : '',
  };
}
