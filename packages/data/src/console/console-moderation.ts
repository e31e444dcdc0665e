import {
  DECISION_STATUSES,
  DECISION_TYPES,
  NOTICE_TARGET_KINDS,
  type DecisionInput,
  type NoticeReason,
  type NoticeTargetKind,
} from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { consolePageSchema, type ConsolePage } from './console-paged';
import type { PageRequest } from './console-query';
import { consoleGet, consolePost, idSegment } from './console-request';

// The console's side of the moderation queue (docs/moderation-api.md, "The queue (console)").

const count = z.number().int().min(0);
const person = z.object({ id: z.string().catch(''), name: z.string().catch('') });

export const MODERATION_CASE_STATUSES = ['open', 'closed'] as const;
export type ModerationCaseStatus = (typeof MODERATION_CASE_STATUSES)[number];

/** The queue's two orders: newest notice first, or most notices first. */
export const MODERATION_CASE_SORTS = ['-lastNoticeAt', '-noticeCount'] as const;
export type ModerationCaseSort = (typeof MODERATION_CASE_SORTS)[number];

export const moderationCaseSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(NOTICE_TARGET_KINDS),
  targetId: z.string(),
  targetLabel: z.string().catch(''),
  targetPath: z.string().catch(''),
  targetOwner: person,
  status: z.enum(MODERATION_CASE_STATUSES).catch('open'),
  source: z.enum(['notice', 'own_initiative']).catch('notice'),
  noticeCount: count.catch(0),
  /** Notices per reason, e.g. `{ spam: 2, scam_fraud: 1 }`. */
  reasons: z.record(z.string(), count).catch({}),
  firstNoticeAt: z.string().catch(''),
  lastNoticeAt: z.string().catch(''),
  decision: z
    .object({ id: z.string(), type: z.enum(DECISION_TYPES), status: z.enum(DECISION_STATUSES) })
    .nullable()
    .catch(null),
});
/** One entry of the moderation queue: a reported item and the notices about it. */
export type ModerationCase = z.infer<typeof moderationCaseSchema>;

/** Filters of the queue; unset values are not sent. */
export interface ModerationCaseFilters {
  status?: ModerationCaseStatus | 'all' | '';
  kind?: NoticeTargetKind | '';
  /** Entries with at least one notice of this reason. */
  reason?: NoticeReason | '';
  /** Entries whose first notice is older than this many hours. */
  olderThanHours?: number | null;
}

const pageSchema = consolePageSchema(moderationCaseSchema);

/** `GET /api/moderation/cases`: the queue, newest first unless `sort` says `-noticeCount`. */
export function listModerationCases(
  client: PocketBase,
  filters: ModerationCaseFilters,
  page: PageRequest = {},
): Promise<ConsolePage<ModerationCase>> {
  const { status, kind, reason, olderThanHours } = filters;
  return consoleGet(client, '/api/moderation/cases', pageSchema, { status, kind, reason, olderThanHours, ...page });
}

/** An item's fields as moderation keeps them (listing, profile or review: whichever apply). */
const itemSchema = z.record(z.string(), z.unknown()).catch({});

const noticeSchema = z.object({
  id: z.string(),
  reason: z.string(),
  legalGround: z.string().catch(''),
  explanation: z.string().catch(''),
  created: z.string().catch(''),
  notifier: z.object({
    kind: z.enum(['member', 'guest']).catch('member'),
    name: z.string().catch(''),
    /** Only for staff who may read contact fields (operators). */
    email: z.string().optional(),
  }),
});
export type ModerationNotice = z.infer<typeof noticeSchema>;

const caseDetailSchema = z.object({
  case: moderationCaseSchema,
  /** The item as it stands now, with `status` and `exists`. */
  current: itemSchema,
  /** The item when it was first reported. */
  snapshot: itemSchema,
  notices: z.array(noticeSchema).catch([]),
  ownerHistory: z.object({
    member: z.object({
      id: z.string().catch(''),
      name: z.string().catch(''),
      joined: z.string().catch(''),
      suspended: z.boolean().catch(false),
    }),
    decisions: z
      .array(
        z.object({
          id: z.string(),
          type: z.enum(DECISION_TYPES),
          status: z.enum(DECISION_STATUSES),
          committedAt: z.string().catch(''),
          targetLabel: z.string().catch(''),
        }),
      )
      .catch([]),
    reliability: z.object({ cancellationRate: z.number().catch(0), totalBookings: count.catch(0) }),
  }),
  related: z
    .array(
      z.object({
        id: z.string(),
        kind: z.enum(NOTICE_TARGET_KINDS),
        targetLabel: z.string().catch(''),
        noticeCount: count.catch(0),
      }),
    )
    .catch([]),
});
/** Everything the queue's drawer shows about one entry. */
export type ModerationCaseDetail = z.infer<typeof caseDetailSchema>;

/** `GET /api/moderation/cases/{id}`. */
export function getModerationCase(client: PocketBase, id: string): Promise<ModerationCaseDetail> {
  return consoleGet(client, `/api/moderation/cases/${idSegment(id)}`, caseDetailSchema);
}

/** `POST /api/moderation/cases`: opens an own-initiative entry, or answers the item's open one. */
export function openOwnInitiativeCase(
  client: PocketBase,
  kind: NoticeTargetKind,
  targetId: string,
): Promise<ModerationCase> {
  return consolePost(client, '/api/moderation/cases', moderationCaseSchema, { kind, targetId });
}

const decidedSchema = z.object({
  batch: z.string().min(1),
  /** When the decisions take effect unless undone (ISO instant, the server's clock). */
  commitAt: z.string().min(1),
  decisions: z.array(
    z.object({ id: z.string(), caseId: z.string(), type: z.enum(DECISION_TYPES), status: z.enum(DECISION_STATUSES) }),
  ),
  message: z.string().catch(''),
});
/** A decision as recorded, pending until `commitAt`. */
export type ModerationDecided = z.infer<typeof decidedSchema>;

/** `POST /api/moderation/decisions`: one pending decision per entry, one statement for them all. */
export function decideModerationCases(client: PocketBase, input: DecisionInput): Promise<ModerationDecided> {
  return consolePost(client, '/api/moderation/decisions', decidedSchema, input);
}

const batchAnswerSchema = z.object({
  batch: z.string().catch(''),
  status: z.string().catch(''),
  message: z.string().catch(''),
});
export type ModerationBatchAnswer = z.infer<typeof batchAnswerSchema>;

/** `POST /api/moderation/decisions/undo`: before `commitAt`, by the moderator who decided. */
export function undoModerationDecision(client: PocketBase, batch: string): Promise<ModerationBatchAnswer> {
  return consolePost(client, '/api/moderation/decisions/undo', batchAnswerSchema, { batch });
}

/** `POST /api/moderation/decisions/commit`: after `commitAt` (idempotent; a cron commits anyway). */
export function commitModerationDecision(client: PocketBase, batch: string): Promise<ModerationBatchAnswer> {
  return consolePost(client, '/api/moderation/decisions/commit', batchAnswerSchema, { batch });
}
