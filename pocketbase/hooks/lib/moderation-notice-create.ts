import { DEFAULT_LANGUAGE, MODERATION_MESSAGES, type Language } from '@partilha/domain';
import { findRecordOrNull, storedInstant } from './booking-records';
import { memberLanguage } from './member-language';
import { conflict } from './booking-api-errors';
import { inTransaction } from './booking-transaction';
import type { ModerationMail } from './moderation-mail';
import { checkNoticeBody, type CheckedNotice } from './moderation-notice-input';
import { acknowledgementMail, confirmationMail, type NoticeMailFacts } from './moderation-notice-mails';
import { openNotice } from './moderation-notice-open';
import { retryingQueueRace } from './moderation-notice-queue';
import { MODERATION_NOTICES, openNoticeOf, unconfirmedNoticeOf } from './moderation-notice-records';
import { recordReviewReport } from './moderation-notice-review-report';
import { reportableTarget } from './moderation-notice-target';
import { confirmExpiry, newConfirmToken } from './moderation-notice-token';
import type { ModerationTarget } from './moderation-targets';

/** What `POST /api/moderation/notices` answers, and the e-mail to send once it has committed. */
export interface NoticeCreated {
  status: 201 | 202;
  body: { id: string; status: 'open' | 'unconfirmed'; message: string };
  mails: ModerationMail[];
}

function fillNotice(notice: PbRecord, checked: CheckedNotice, target: ModerationTarget, ip: string): void {
  const { input, notifier } = checked;
  notice.set('kind', target.kind);
  notice.set('targetCollection', target.collection);
  notice.set('targetId', target.record.id);
  notice.set('targetPath', target.path);
  notice.set('reason', input.reason);
  notice.set('legalGround', input.legalGround ?? '');
  notice.set('explanation', input.explanation);
  notice.set('notifierUser', notifier.kind === 'member' ? notifier.id : '');
  notice.set('notifierName', notifier.name);
  notice.set('notifierEmail', notifier.email);
  notice.set('goodFaith', true);
  notice.set('outcome', '');
  notice.set('ip', ip.slice(0, 100));
}

function mailFacts(checked: CheckedNotice, target: ModerationTarget): NoticeMailFacts {
  return {
    to: checked.notifier.email,
    name: checked.notifier.name,
    kind: target.kind,
    label: target.label,
    path: target.path,
    reason: checked.input.reason,
  };
}

/** A member notifier is written to in their saved language (a guest's notice goes in English). */
function notifierMemberLanguage(app: PbApp, checked: CheckedNotice): Language {
  return checked.notifier.kind === 'member'
    ? memberLanguage(findRecordOrNull(app, 'users', checked.notifier.id))
    : DEFAULT_LANGUAGE;
}

/**
 * A member's notice: open at once on the item's queue entry, in one transaction with the entry
 * and (for a review) the member's review_reports row; the acknowledgement goes out after.
 */
function memberNotice(app: PbApp, checked: CheckedNotice, ip: string, now: Date): NoticeCreated {
  const { notice, target } = retryingQueueRace(() =>
    inTransaction(app, (txApp) => {
      const target = reportableTarget(txApp, checked.target, checked.notifier);
      const notice = new Record(txApp.findCollectionByNameOrId(MODERATION_NOTICES));
      fillNotice(notice, checked, target, ip);
      openNotice(txApp, target, notice, now);
      if (target.kind === 'review' && checked.notifier.kind === 'member') {
        recordReviewReport(
          txApp,
          target.record.id,
          checked.notifier.id,
          checked.input.reason,
          checked.input.explanation,
        );
      }
      return { notice, target };
    }),
  );
  return {
    status: 201,
    body: { id: notice.id, status: 'open', message: MODERATION_MESSAGES.noticeReceived },
    mails: [
      acknowledgementMail(app, { ...mailFacts(checked, target), language: notifierMemberLanguage(app, checked) }),
    ],
  };
}

/**
 * A guest's notice waits, unconfirmed, for the link e-mailed to the address they gave (valid 24
 * hours; only the token's hash is stored). Reporting the same item again from the same address
 * before confirming replaces the waiting notice and its token; nothing reaches the queue yet.
 */
function guestNotice(app: PbApp, checked: CheckedNotice, ip: string, now: Date): NoticeCreated {
  const { token, hash } = newConfirmToken();
  const { notice, target } = inTransaction(app, (txApp) => {
    const target = reportableTarget(txApp, checked.target, checked.notifier);
    if (openNoticeOf(txApp, checked.target, checked.notifier.email)) {
      throw conflict(MODERATION_MESSAGES.alreadyReported);
    }
    const notice =
      unconfirmedNoticeOf(txApp, checked.target, checked.notifier.email) ??
      new Record(txApp.findCollectionByNameOrId(MODERATION_NOTICES));
    fillNotice(notice, checked, target, ip);
    notice.set('case', '');
    notice.set('status', 'unconfirmed');
    notice.set('confirmTokenHash', hash);
    notice.set('confirmExpires', storedInstant(confirmExpiry(now)));
    txApp.save(notice);
    return { notice, target };
  });
  return {
    status: 202,
    body: { id: notice.id, status: 'unconfirmed', message: MODERATION_MESSAGES.noticeConfirmEmailSent },
    mails: [confirmationMail(app, mailFacts(checked, target), token)],
  };
}

/** `POST /api/moderation/notices` (docs/moderation-api.md "Notices"). */
export function createNotice(app: PbApp, auth: PbRecord | null, body: unknown, ip: string, now: Date): NoticeCreated {
  const checked = checkNoticeBody(auth, body);
  return checked.notifier.kind === 'member' ? memberNotice(app, checked, ip, now) : guestNotice(app, checked, ip, now);
}
