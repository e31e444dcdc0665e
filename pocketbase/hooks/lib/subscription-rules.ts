import type { SubscriptionStatus } from '@partilha/domain';
import type { Actor } from './actor';

const ACTIVE: SubscriptionStatus = 'active';

/** A newsletter sign-up: the address is stored trimmed and lower-cased, and starts active. */
export function prepareSubscription(record: PbRecord, actor: Actor): void {
  record.set('email', record.getString('email').trim().toLowerCase());
  if (actor.kind !== 'superuser' || record.getString('status') === '') record.set('status', ACTIVE);
}
