import { suspendedAccountMessage } from '@partilha/domain';
import { forbidden } from './api-errors';
import { serverNow } from './booking-clock';
import { restrictionPeriodOver } from './moderation-expiry';

/**
 * A suspended member signs in no more, by any method, and cannot refresh a token they still hold
 * (suspension also renews their token key, so older tokens fail before reaching this): 403 with
 * the reason the console or the moderation decision gave, which the website shows as it comes.
 * A restriction whose period (`suspendedUntil`) has passed no longer refuses: the
 * moderation-commit cron reinstates the member (and their listings) within the minute.
 */
export function refuseSuspendedSignIn(user: PbRecord, now: Date = serverNow()): void {
  if (!user.getBool('suspended') || restrictionPeriodOver(user, now)) return;
  throw forbidden(suspendedAccountMessage(user.getString('suspendedReason')));
}
