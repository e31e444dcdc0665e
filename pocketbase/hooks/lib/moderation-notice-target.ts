import { MODERATION_MESSAGES } from '@partilha/domain';
import { forbidden } from './api-errors';
import { notFound } from './booking-api-errors';
import { findModerationTarget, type ModerationTarget } from './moderation-targets';
import type { Notifier } from './moderation-notice-input';
import type { NoticeTargetRef } from './moderation-notice-records';

/**
 * The item a notice is about, as the public sees it: 404 `targetNotFound` when it does not exist
 * or is not public (a suspended listing, a hidden review, a suspended member's profile), so a
 * report never reveals what the public cannot see. A member cannot report their own listing,
 * profile or review (403 `ownContent`).
 */
export function reportableTarget(app: PbApp, ref: NoticeTargetRef, notifier: Notifier): ModerationTarget {
  const target = findModerationTarget(app, ref.kind, ref.id);
  if (!target || !target.isPublic) throw notFound(MODERATION_MESSAGES.targetNotFound);
  if (notifier.kind === 'member' && target.ownerId === notifier.id) throw forbidden(MODERATION_MESSAGES.ownContent);
  return target;
}
