import {
  APPEAL_STATUSES,
  DECISION_GROUNDS,
  DECISION_SOURCES,
  DECISION_TYPES,
  LEGAL_GROUNDS,
  MODERATION_MESSAGES,
  NOTICE_TARGET_KINDS,
  TERMS_CLAUSE_IDS,
  type StatementOfReasons,
  type TermsClauseId,
} from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { recordParser } from '../collections/record-parser';

/**
 * The member's side of statements of reasons and appeals (docs/moderation-api.md "Statements and
 * appeals (website)"). Every answer is parsed here into these types; pages never read raw JSON.
 */

/** A statement the member can read is in force (`committed`) or was lifted on appeal (`reversed`). */
export const MEMBER_STATEMENT_STATUSES = ['committed', 'reversed'] as const;
export type MemberStatementStatus = (typeof MEMBER_STATEMENT_STATUSES)[number];

const text = z.string().catch('');
/** A date the server may leave empty; kept as the server wrote it (ISO or PocketBase's form). */
const optionalDate = z
  .string()
  .nullish()
  .transform((value) => (value ? value : null));

const statementOfReasonsSchema = z.object({
  decisionId: z.string().min(1),
  type: z.enum(DECISION_TYPES),
  kind: z.enum(NOTICE_TARGET_KINDS),
  targetLabel: text,
  targetPath: text,
  durationDays: z.number().int().min(0).catch(0),
  decidedAt: z.string().min(1),
  endsAt: optionalDate,
  facts: text,
  source: z.enum(DECISION_SOURCES),
  ground: z
    .enum(DECISION_GROUNDS)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  legalGround: z
    .enum(LEGAL_GROUNDS)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  termsClause: z
    .enum(TERMS_CLAUSE_IDS as [TermsClauseId, ...TermsClauseId[]])
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  groundExplanation: text,
}) satisfies z.ZodType<StatementOfReasons>;

const sectionSchema = z.object({ heading: z.string(), text: z.string() });

const memberAppealSchema = z.object({
  id: z.string().min(1),
  status: z.enum(APPEAL_STATUSES),
  text,
  reasons: text,
  created: z.string(),
  decidedAt: optionalDate,
});
/** The member's appeal of a decision, with the second moderator's reasons once decided. */
export type MemberAppeal = z.infer<typeof memberAppealSchema>;

const memberStatementSchema = z.object({
  id: z.string().min(1),
  status: z.enum(MEMBER_STATEMENT_STATUSES),
  statement: statementOfReasonsSchema,
  sections: z.array(sectionSchema),
  appealDeadline: optionalDate,
  canAppeal: z.boolean().catch(false),
  appeal: memberAppealSchema.nullable().catch(null),
});
/** `GET /api/moderation/statements/{id}`: one decision about the member, as they may read it. */
export type MemberStatement = z.infer<typeof memberStatementSchema>;

const memberStatementItemSchema = z.object({
  id: z.string().min(1),
  type: z.enum(DECISION_TYPES),
  kind: z.enum(NOTICE_TARGET_KINDS),
  targetLabel: text,
  targetPath: text,
  status: z.enum(MEMBER_STATEMENT_STATUSES),
  committedAt: optionalDate,
  appealDeadline: optionalDate,
  appeal: z
    .object({ status: z.enum(APPEAL_STATUSES) })
    .nullable()
    .catch(null),
});
/** One row of "Decisions about your content". */
export type MemberStatementItem = z.infer<typeof memberStatementItemSchema>;

export const parseMemberStatement = recordParser('moderation statement', memberStatementSchema);
export const parseMemberStatementList = recordParser(
  'moderation statements',
  z.object({ items: z.array(memberStatementItemSchema) }).transform((body) => body.items),
);

/** The answer to a filed appeal: the server's words ("Your appeal has been received…"). */
export interface FiledAppeal {
  id: string;
  status: 'open';
  message: string;
}

export const parseFiledAppeal = recordParser(
  'moderation appeal',
  z.object({
    id: z.string().min(1),
    status: z.literal('open'),
    message: z
      .string()
      .catch(MODERATION_MESSAGES.appealFiled)
      .transform((message) => message.trim() || MODERATION_MESSAGES.appealFiled),
  }),
);

const statementUrl = (id: string) => `/api/moderation/statements/${encodeURIComponent(id)}`;

/**
 * The signed-in member's committed and reversed decisions, newest first; `targetId` narrows them to
 * one item (a listing or a review page asks why that item is hidden).
 */
export async function listMyStatements(client: PocketBase, targetId?: string): Promise<MemberStatementItem[]> {
  const query = targetId ? { targetId } : {};
  return parseMemberStatementList(await client.send('/api/moderation/statements', { method: 'GET', query }));
}

/**
 * One statement, for the member it is about: signed in, or with the token of the e-mail's link (a
 * suspended member cannot sign in). Anyone else gets 404 `decisionNotFound`.
 */
export async function getStatement(client: PocketBase, id: string, token?: string): Promise<MemberStatement> {
  const query = token ? { token } : {};
  return parseMemberStatement(await client.send(statementUrl(id), { method: 'GET', query }));
}

/** Files the member's appeal; the server checks the text with `appealInputSchema` and the window. */
export async function appealDecision(
  client: PocketBase,
  id: string,
  appealText: string,
  token?: string,
): Promise<FiledAppeal> {
  const body = token ? { text: appealText, token } : { text: appealText };
  return parseFiledAppeal(await client.send(`${statementUrl(id)}/appeal`, { method: 'POST', body }));
}
