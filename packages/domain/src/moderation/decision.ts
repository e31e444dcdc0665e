import { localized } from '../i18n/catalogue';
import { z } from 'zod';
import { LEGAL_GROUNDS, type NoticeTargetKind } from './notice';
import { DECISION_LIMITS } from './moderation-limits';
import { MODERATION_MESSAGES } from './moderation-messages';
import { TERMS_CLAUSE_IDS } from './terms-clauses';

/** What a moderator can decide about a queue entry. */
export const DECISION_TYPES = ['no_action', 'hide_review', 'suspend_listing', 'restrict_account'] as const;
export type DecisionType = (typeof DECISION_TYPES)[number];

export const DECISION_TYPE_LABELS_EN: Record<DecisionType, string> = {
  no_action: 'No action',
  hide_review: 'Hide the review',
  suspend_listing: 'Suspend the listing',
  restrict_account: 'Restrict the account',
};
export const DECISION_TYPE_LABELS = /* @__PURE__ */ localized('moderation.decisionTypes', DECISION_TYPE_LABELS_EN);

/** Which decisions fit which kind of reported item (no action fits all). */
export const DECISIONS_BY_KIND: Record<NoticeTargetKind, readonly DecisionType[]> = {
  listing: ['no_action', 'suspend_listing', 'restrict_account'],
  profile: ['no_action', 'restrict_account'],
  review: ['no_action', 'hide_review', 'restrict_account'],
};

/** A decision restricts someone unless it is "no action". */
export function isRestriction(type: DecisionType): boolean {
  return type !== 'no_action';
}

/** The ground a restriction rests on: a law (illegal content) or a clause of the terms. */
export const DECISION_GROUNDS = ['illegal_content', 'incompatible_content'] as const;
export type DecisionGround = (typeof DECISION_GROUNDS)[number];
export const DECISION_GROUND_LABELS_EN: Record<DecisionGround, string> = {
  illegal_content: 'Illegal content',
  incompatible_content: 'Against the terms of service',
};
export const DECISION_GROUND_LABELS = /* @__PURE__ */ localized(
  'moderation.decisionGrounds',
  DECISION_GROUND_LABELS_EN,
);

/** How the entry reached the queue (EU Transparency Database `source_type`). */
export const DECISION_SOURCES = ['notice', 'own_initiative'] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

/** Account restrictions: a number of days, or indefinitely (0). */
export const RESTRICTION_DAY_CHOICES = [7, 30, 90, 365, 0] as const;

/** Partilha serves the whole EU and EEA; a decision applies everywhere it is offered. */
export const TERRITORIAL_SCOPE = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;
/** The scope in English, as the EU Transparency Database is written (the statement reads STATEMENT_TEXTS). */
export const TERRITORIAL_SCOPE_LABEL = 'the European Union and the European Economic Area';

/** The window in which the deciding moderator can undo a decision before it takes effect. */
export const UNDO_WINDOW_MS = 10_000;

/**
 * A decision as the console sends it to `POST /api/moderation/decisions` (docs/moderation-api.md):
 * one or more queue entries, one statement. A restriction needs its ground: a legal ground with an
 * explanation, or a terms clause with an explanation.
 */
export const decisionInputSchema = z
  .object({
    caseIds: z
      .array(z.string().trim().min(1).max(40), { message: MODERATION_MESSAGES.casesRequired })
      .min(1, MODERATION_MESSAGES.casesRequired)
      .max(DECISION_LIMITS.bulkMax, MODERATION_MESSAGES.tooManyCases),
    type: z.enum(DECISION_TYPES, { message: MODERATION_MESSAGES.invalidDecision }),
    durationDays: z.number().int().min(0).max(3650).optional().default(0),
    facts: z
      .string({ message: MODERATION_MESSAGES.factsRequired })
      .trim()
      .min(DECISION_LIMITS.factsMin, MODERATION_MESSAGES.factsRequired)
      .max(DECISION_LIMITS.factsMax, MODERATION_MESSAGES.factsTooLong),
    ground: z.enum(DECISION_GROUNDS, { message: MODERATION_MESSAGES.groundRequired }).optional(),
    legalGround: z.enum(LEGAL_GROUNDS, { message: MODERATION_MESSAGES.invalidLegalGround }).optional(),
    termsClause: z
      .enum(TERMS_CLAUSE_IDS as [string, ...string[]], { message: MODERATION_MESSAGES.invalidClause })
      .optional(),
    groundExplanation: z
      .string()
      .trim()
      .max(DECISION_LIMITS.explanationMax, MODERATION_MESSAGES.groundExplanationTooLong)
      .optional()
      .default(''),
  })
  .superRefine((decision, context) => {
    if (!isRestriction(decision.type)) return;
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!decision.ground) return issue('ground', MODERATION_MESSAGES.groundRequired);
    if (decision.ground === 'illegal_content' && !decision.legalGround)
      issue('legalGround', MODERATION_MESSAGES.legalGroundRequired);
    if (decision.ground === 'incompatible_content' && !decision.termsClause)
      issue('termsClause', MODERATION_MESSAGES.clauseRequired);
    if (decision.groundExplanation.length < DECISION_LIMITS.explanationMin)
      issue('groundExplanation', MODERATION_MESSAGES.groundExplanationRequired);
  });
export type DecisionInput = z.infer<typeof decisionInputSchema>;

export function decisionProblem(input: unknown): string | null {
  const parsed = decisionInputSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? MODERATION_MESSAGES.invalidDecision);
}

/** The lifecycle of a decision: pending during the undo window, then committed (in force), undone in the window, or reversed on appeal. */
export const DECISION_STATUSES = ['pending', 'committed', 'undone', 'reversed'] as const;
export type DecisionStatus = (typeof DECISION_STATUSES)[number];
