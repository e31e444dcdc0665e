import type { NoticeTargetKind } from '@partilha/domain';
import { unauthorized } from './api-errors';
import { findRecordOrNull } from './booking-records';
import { findModerationTarget } from './moderation-targets';
import { MODERATION_CASES, MODERATION_NOTICES } from './moderation-notice-records';
import { SERVER_MESSAGES } from './server-messages';

export interface MyNoticeItem {
  id: string;
  kind: string;
  targetLabel: string;
  targetPath: string;
  reason: string;
  status: string;
  outcome: string;
  created: string;
}

/** The label the notifier saw: the queue entry keeps it even after the item is gone. */
function labelOf(app: PbApp, notice: PbRecord): string {
  const entry = findRecordOrNull(app, MODERATION_CASES, notice.getString('case'));
  if (entry) return entry.getString('targetLabel');
  return (
    findModerationTarget(app, notice.getString('kind') as NoticeTargetKind, notice.getString('targetId'))?.label ?? ''
  );
}

/** `GET /api/moderation/my-notices`: the signed-in member's own notices, newest first. */
export function myNotices(app: PbApp, auth: PbRecord | null): { items: MyNoticeItem[] } {
  if (!auth) throw unauthorized(SERVER_MESSAGES.signInRequired);
  // A superuser is no member and has no notices of their own.
  if (auth.isSuperuser()) return { items: [] };
  const notices = app.findRecordsByFilter(MODERATION_NOTICES, 'notifierUser = {:user}', '-created,-id', 0, 0, {
    user: auth.id,
  });
  return {
    items: notices.map((notice) => ({
      id: notice.id,
      kind: notice.getString('kind'),
      targetLabel: labelOf(app, notice),
      targetPath: notice.getString('targetPath'),
      reason: notice.getString('reason'),
      status: notice.getString('status'),
      outcome: notice.getString('outcome'),
      created: notice.getString('created'),
    })),
  };
}
