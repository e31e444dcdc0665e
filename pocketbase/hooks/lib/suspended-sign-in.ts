import { suspendedAccountMessage } from '@partilha/domain';
import { forbidden } from './api-errors';

/**
 * A suspended member signs in no more, by any method, and cannot refresh a token they still hold
 * (suspension also renews their token key, so older tokens fail before reaching this): 403 with
 * the reason the console gave, which the website shows as it comes.
 */
export function refuseSuspendedSignIn(user: PbRecord): void {
  if (user.getBool('suspended')) throw forbidden(suspendedAccountMessage(user.getString('suspendedReason')));
}
