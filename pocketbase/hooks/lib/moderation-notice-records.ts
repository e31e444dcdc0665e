import type { NoticeTargetKind } from '@partilha/domain';

/** The collections of notices and of the queue (migration 1763770000_moderation.js). */
export const MODERATION_NOTICES = 'moderation_notices';
export const MODERATION_CASES = 'moderation_cases';

/** An item as notices and queue entries point at it. */
export interface NoticeTargetRef {
  kind: NoticeTargetKind;
  collection: string;
  id: string;
}

/** The first record matching, or null (findFirstRecordByFilter throws when nothing matches). */
export function firstOrNull(
  app: PbApp,
  collection: string,
  filter: string,
  params: { [key: string]: unknown },
): PbRecord | null {
  const found = app.findRecordsByFilter(collection, filter, '-created', 1, 0, params);
  return found[0] ?? null;
}

/**
 * This notifier's open notice on the item, if any: a notifier is known by their e-mail address
 * (a member's comes from the account), as the unique index on open notices says.
 */
export function openNoticeOf(app: PbApp, target: NoticeTargetRef, email: string): PbRecord | null {
  return firstOrNull(
    app,
    MODERATION_NOTICES,
    'targetCollection = {:collection} && targetId = {:id} && notifierEmail = {:email} && status = "open"',
    { collection: target.collection, id: target.id, email },
  );
}

/** A guest's notice on the item still waiting for its confirmation link, if any. */
export function unconfirmedNoticeOf(app: PbApp, target: NoticeTargetRef, email: string): PbRecord | null {
  return firstOrNull(
    app,
    MODERATION_NOTICES,
    'targetCollection = {:collection} && targetId = {:id} && notifierEmail = {:email} && status = "unconfirmed"',
    { collection: target.collection, id: target.id, email },
  );
}

/** A save refused by a unique index (SQLite's "UNIQUE constraint failed", or PocketBase's validation of it). */
export function isUniqueViolation(error: unknown): boolean {
  return /unique/i.test(String(error instanceof Error ? error.message : error));
}
