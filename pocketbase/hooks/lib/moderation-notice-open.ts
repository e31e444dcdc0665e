import { MODERATION_MESSAGES } from '@partilha/domain';
import { storedInstant } from './booking-records';
import { conflict } from './booking-api-errors';
import type { ModerationTarget } from './moderation-targets';
import { isUniqueViolation, openNoticeOf } from './moderation-notice-records';
import { openCaseFor, recountCase } from './moderation-notice-queue';

/**
 * A notice joins the queue: it becomes `open` on the item's open entry (found or created in this
 * transaction) and the entry's counts are recounted. A notifier has one open notice per item
 * (409 `alreadyReported`): looked up first for the answer's sake, and the unique index on open
 * notices refuses the save should two arrive at once.
 */
export function openNotice(app: PbApp, target: ModerationTarget, notice: PbRecord, now: Date): PbRecord {
  const email = notice.getString('notifierEmail');
  const ref = { kind: target.kind, collection: target.collection, id: target.record.id };
  const already = openNoticeOf(app, ref, email);
  if (already && already.id !== notice.id) throw conflict(MODERATION_MESSAGES.alreadyReported);
  const entry = openCaseFor(app, target);
  notice.set('case', entry.id);
  notice.set('status', 'open');
  notice.set('confirmedAt', storedInstant(now));
  try {
    app.save(notice);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MODERATION_MESSAGES.alreadyReported);
    throw error;
  }
  recountCase(app, entry);
  return entry;
}
