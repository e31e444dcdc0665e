import {
  MODERATION_MESSAGES,
  NOTICE_REASONS,
  NOTICE_TARGET_KINDS,
  type NoticeInput,
  type NoticeReason,
  type NoticeTargetKind,
} from '@partilha/domain';
import type PocketBase from 'pocketbase';
import { z } from 'zod';
import { recordParser } from '../collections/record-parser';

/**
 * Notices (EU DSA Art. 16) from the website and the partner widgets' report page:
 * `POST /api/moderation/notices`, `POST /api/moderation/notices/confirm` and
 * `GET /api/moderation/my-notices` (docs/moderation-api.md "Notices").
 */

/** A member's notice is open at once; a guest's waits for the e-mailed confirmation link. */
export const NOTICE_STATUSES = ['unconfirmed', 'open', 'closed'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** How a closed notice ended ('' while open). */
export const NOTICE_OUTCOMES = ['', 'no_action', 'restricted'] as const;
export type NoticeOutcome = (typeof NOTICE_OUTCOMES)[number];

/** The server's answer to a notice or a confirmation, with its message to show the notifier. */
export interface NoticeReceipt {
  id: string;
  status: NoticeStatus;
  message: string;
}

const receiptSchema = z.object({
  id: z.string().min(1),
  status: z.enum(NOTICE_STATUSES),
  message: z.string().catch(''),
});

const parseReceipt = recordParser('moderation_notices', receiptSchema);

/** The server words its answer; the domain's text stands in should it send none. */
function toReceipt(body: unknown, fallback: string): NoticeReceipt {
  const receipt = parseReceipt(body);
  return { ...receipt, message: receipt.message.trim() || fallback };
}

/**
 * Sends a notice. A member's name and e-mail come from their account on the server (whatever is
 * sent); a guest's are required and receive the confirmation link. Resolves with `open` for a
 * member and `unconfirmed` for a guest; refusals (400, 403 `ownContent`, 404, 409
 * `alreadyReported`, 429) reject with PocketBase's error carrying the server's message.
 */
export async function submitNotice(client: PocketBase, input: NoticeInput): Promise<NoticeReceipt> {
  const body = {
    kind: input.kind,
    targetId: input.targetId.trim(),
    reason: input.reason,
    // Only illegal content carries a legal ground; any other reason sends none.
    ...(input.reason === 'illegal_content' && input.legalGround ? { legalGround: input.legalGround } : {}),
    explanation: input.explanation.trim(),
    name: input.name.trim(),
    email: input.email.trim(),
    goodFaith: input.goodFaith,
  };
  const answer = await client.send('/api/moderation/notices', { method: 'POST', body });
  const receipt = toReceipt(answer, '');
  const fallback =
    receipt.status === 'unconfirmed' ? MODERATION_MESSAGES.noticeConfirmEmailSent : MODERATION_MESSAGES.noticeReceived;
  return { ...receipt, message: receipt.message || fallback };
}

/** Confirms a guest's notice with the token of the e-mailed link; 400 `noticeConfirmInvalid` rejects. */
export async function confirmNotice(client: PocketBase, token: string): Promise<NoticeReceipt> {
  const answer = await client.send('/api/moderation/notices/confirm', {
    method: 'POST',
    body: { token: token.trim() },
  });
  return toReceipt(answer, MODERATION_MESSAGES.noticeConfirmed);
}

/** One of the signed-in member's own notices, as their account lists it. */
export interface MyNotice {
  id: string;
  kind: NoticeTargetKind;
  targetLabel: string;
  /** Where the item lives on the website ('' when it no longer exists). */
  targetPath: string;
  reason: NoticeReason;
  status: NoticeStatus;
  outcome: NoticeOutcome;
  created: string;
}

const myNoticeSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(NOTICE_TARGET_KINDS),
  targetLabel: z.string().catch(''),
  targetPath: z.string().catch(''),
  reason: z.enum(NOTICE_REASONS),
  status: z.enum(NOTICE_STATUSES),
  outcome: z.enum(NOTICE_OUTCOMES).catch(''),
  created: z.string(),
});

const parseMyNotices = recordParser('moderation_notices', z.object({ items: z.array(myNoticeSchema) }));

/** The signed-in member's own notices, newest first. */
export async function listMyNotices(client: PocketBase): Promise<MyNotice[]> {
  return parseMyNotices(await client.send('/api/moderation/my-notices', { method: 'GET' })).items;
}
