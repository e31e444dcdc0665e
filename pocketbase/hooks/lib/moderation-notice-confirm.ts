import { MODERATION_MESSAGES, NOTICE_TARGET_KINDS, type NoticeReason, type NoticeTargetKind } from '@partilha/domain';
import { badRequest } from './api-errors';
import { notFound } from './booking-api-errors';
import { inTransaction } from './booking-transaction';
import type { ModerationMail } from './moderation-mail';
import { notifierLanguage } from './moderation-appeal-mails';
import { acknowledgementMail } from './moderation-notice-mails';
import { openNotice } from './moderation-notice-open';
import { retryingQueueRace } from './moderation-notice-queue';
import { MODERATION_NOTICES, firstOrNull } from './moderation-notice-records';
import { confirmTokenHash } from './moderation-notice-token';
import { findModerationTarget } from './moderation-targets';

export interface NoticeConfirmed {
  body: { id: string; status: 'open'; message: string };
  mails: ModerationMail[];
}

function tokenOf(body: unknown): string {
  const token = (body as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token.trim() : '';
}

function kindOf(notice: PbRecord): NoticeTargetKind {
  const kind = notice.getString('kind') as NoticeTargetKind;
  if (!NOTICE_TARGET_KINDS.includes(kind)) throw badRequest(MODERATION_MESSAGES.noticeConfirmInvalid);
  return kind;
}

/**
 * `POST /api/moderation/notices/confirm` `{ token }`: a guest's notice, found by the hash of the
 * token of its e-mail, joins the queue as a member's would. 400 `noticeConfirmInvalid` for an
 * unknown, used or expired token (a used one's hash is cleared); 404 `targetNotFound` when the
 * item has meanwhile gone or left public view; 409 `alreadyReported` when the same address has
 * meanwhile an open notice on it. The acknowledgement goes out after the commit.
 */
export function confirmNotice(app: PbApp, body: unknown, now: Date): NoticeConfirmed {
  const token = tokenOf(body);
  if (!token || token.length > 200) throw badRequest(MODERATION_MESSAGES.noticeConfirmInvalid);
  const hash = confirmTokenHash(token);
  const { notice, label, path } = retryingQueueRace(() =>
    inTransaction(app, (txApp) => {
      const notice = firstOrNull(txApp, MODERATION_NOTICES, 'confirmTokenHash = {:hash} && status = "unconfirmed"', {
        hash,
      });
      const expires = notice ? new Date(notice.getString('confirmExpires').replace(' ', 'T')) : null;
      if (!notice || !expires || !(expires.getTime() > now.getTime())) {
        throw badRequest(MODERATION_MESSAGES.noticeConfirmInvalid);
      }
      const target = findModerationTarget(txApp, kindOf(notice), notice.getString('targetId'));
      if (!target || !target.isPublic) throw notFound(MODERATION_MESSAGES.targetNotFound);
      notice.set('confirmTokenHash', '');
      notice.set('confirmExpires', '');
      openNotice(txApp, target, notice, now);
      return { notice, label: target.label, path: target.path };
    }),
  );
  return {
    body: { id: notice.id, status: 'open', message: MODERATION_MESSAGES.noticeConfirmed },
    mails: [
      acknowledgementMail(app, {
        to: notice.getString('notifierEmail'),
        name: notice.getString('notifierName'),
        kind: notice.getString('kind') as NoticeTargetKind,
        label,
        path,
        reason: notice.getString('reason') as NoticeReason,
        language: notifierLanguage(app, notice),
      }),
    ],
  };
}
