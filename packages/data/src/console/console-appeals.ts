import {
  APPEAL_STATUSES,
  DECISION_GROUNDS,
  DECISION_SOURCES,
  DECISION_STATUSES,
  DECISION_TYPES,
  LEGAL_GROUNDS,
  NOTICE_TARGET_KINDS,
  TERMS_CLAUSE_IDS,
  type AppealStatus,
  type StatementOfReasons,
} from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { toConsoleError } from './console-error';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet, consolePost, idSegment } from './console-request';

/** The appeals list's status filter: one status, or every appeal. */
export const APPEAL_FILTER_STATUSES = [...APPEAL_STATUSES, 'all'] as const;
export type AppealFilterStatus = (typeof APPEAL_FILTER_STATUSES)[number];

const text = z.string().catch('');
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((value) => value ?? '');

export const consoleAppealSchema = z.object({
  id: z.string().min(1),
  status: z.enum(APPEAL_STATUSES),
  text,
  created: text,
  appellant: z.object({ id: text, name: text }),
  /** The decision appealed against, as the member was told it. */
  decision: z.object({
    id: z.string().min(1),
    type: z.enum(DECISION_TYPES),
    kind: z.enum(NOTICE_TARGET_KINDS),
    targetLabel: text,
    targetPath: text,
    committedAt: nullableText,
    decidedByName: nullableText,
    facts: text,
  }),
  /** Who decided the appeal ('' while open), with the reasons and when. */
  decidedByName: nullableText,
  reasons: nullableText,
  decidedAt: nullableText,
  /** False for the moderator who made the original decision: the server would refuse them. */
  canDecide: z.boolean().catch(false),
});
/** One appeal of the console's Appeals queue (`GET /api/moderation/appeals`). */
export type ConsoleAppeal = z.infer<typeof consoleAppealSchema>;

export interface AppealFilters {
  /** `open` when unset, as the server defaults. */
  status?: AppealFilterStatus | '';
}

export function appealsQuery(filters: AppealFilters) {
  return { status: filters.status };
}

const pageSchema = consolePageSchema(consoleAppealSchema);

/** `GET /api/moderation/appeals`: oldest first, the server's one order. */
export function listAppeals(
  client: PocketBase,
  filters: AppealFilters,
  page: Omit<PageRequest, 'sort'> = {},
): Promise<ConsolePage<ConsoleAppeal>> {
  return consoleGet(client, '/api/moderation/appeals', pageSchema, { ...appealsQuery(filters), ...page });
}

/**
 * `POST /api/moderation/appeals/{id}/decision`: grants (the restriction is reversed) or rejects,
 * with the reasons the member is sent. Answers the appeal as it now stands.
 */
export function decideAppeal(
  client: PocketBase,
  id: string,
  decision: { granted: boolean; reasons: string },
): Promise<ConsoleAppeal> {
  return consolePost(client, `/api/moderation/appeals/${idSegment(id)}/decision`, consoleAppealSchema, {
    granted: decision.granted,
    reasons: decision.reasons,
  });
}

const statementSchema = z.object({
  decisionId: z.string(),
  type: z.enum(DECISION_TYPES),
  kind: z.enum(NOTICE_TARGET_KINDS),
  targetLabel: text,
  targetPath: text,
  durationDays: z.number().int().min(0).catch(0),
  decidedAt: z.string(),
  endsAt: z.string().nullable().catch(null),
  facts: text,
  source: z.enum(DECISION_SOURCES),
  ground: z.enum(DECISION_GROUNDS).nullable().catch(null),
  legalGround: z.enum(LEGAL_GROUNDS).nullable().catch(null),
  termsClause: z.enum(TERMS_CLAUSE_IDS).nullable().catch(null),
  groundExplanation: text,
}) satisfies z.ZodType<StatementOfReasons>;

const decisionRecordSchema = z.object({
  id: z.string(),
  status: z.enum(DECISION_STATUSES),
  appealDeadline: text,
  // Empty ('' or null) until the decision is committed; a statement of no action is never appealed.
  statement: statementSchema.nullable().catch(null),
});

/** The decision behind an appeal, with the statement of reasons the member received. */
export type AppealedDecision = z.infer<typeof decisionRecordSchema>;

/**
 * The statement of reasons of an appealed decision, read from `moderation_decisions` (staff may
 * read every decision; the appeals list carries only its summary).
 */
export async function getAppealedDecision(client: PocketBase, decisionId: string): Promise<AppealedDecision> {
  let record: unknown;
  try {
    record = await client
      .collection('moderation_decisions')
      .getOne(decisionId, { fields: 'id,status,appealDeadline,statement', requestKey: null });
  } catch (error) {
    throw toConsoleError(error);
  }
  const parsed = decisionRecordSchema.safeParse(record);
  if (!parsed.success) throw toConsoleError(new Error('The server answered the decision in an unexpected shape.'));
  return parsed.data;
}

/** The appeal statuses in the words of the filter and the table. */
export const isAppealStatus = (value: unknown): value is AppealStatus =>
  typeof value === 'string' && (APPEAL_STATUSES as readonly string[]).includes(value);
