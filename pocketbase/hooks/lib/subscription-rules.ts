import {
  ACCOUNT_FLOW_MESSAGES,
  AUTH_VALIDATION_MESSAGES,
  isValidEmail,
  type SubscriptionStatus,
} from '@partilha/domain';
import { badRequest } from './api-errors';
import type { Actor } from './actor';

const ACTIVE: SubscriptionStatus = 'active';
const SUBSCRIPTIONS = 'subscriptions';

/** Addresses are kept trimmed and lower-cased, so one person has one sign-up. */
function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** A newsletter sign-up through the collection: a valid address, stored normalised, starting active. */
export function prepareSubscription(record: PbRecord, actor: Actor): void {
  const email = normalizeEmail(record.getString('email'));
  if (!isValidEmail(email)) throw badRequest(AUTH_VALIDATION_MESSAGES.invalidEmail);
  record.set('email', email);
  if (actor.kind !== 'superuser' || record.getString('status') === '') record.set('status', ACTIVE);
}

function findSubscription(app: PbApp, email: string): PbRecord | null {
  try {
    return app.findFirstRecordByFilter(SUBSCRIPTIONS, 'email = {:email}', { email });
  } catch {
    return null;
  }
}

export interface NewsletterAnswer {
  ok: true;
  message: string;
}

/**
 * `POST /api/market/subscriptions`, the website's sign-up. A repeated sign-up gets exactly the
 * answer of a first one and creates nothing, so the answer never tells whether an address is
 * already on the list; an address that had unsubscribed is active again, as its owner just asked.
 */
export function subscribeToNewsletter(app: PbApp, body: { [key: string]: unknown }): NewsletterAnswer {
  const email = normalizeEmail(body.email);
  if (!isValidEmail(email)) throw badRequest(AUTH_VALIDATION_MESSAGES.invalidEmail);

  const existing = findSubscription(app, email);
  if (existing) {
    if (existing.getString('status') !== ACTIVE) {
      existing.set('status', ACTIVE);
      app.save(existing);
    }
  } else {
    const subscription = new Record(app.findCollectionByNameOrId(SUBSCRIPTIONS));
    subscription.set('email', email);
    subscription.set('status', ACTIVE);
    try {
      app.save(subscription);
    } catch {
      // Two sign-ups of one address at once: the unique index kept one, which is the goal.
      // Otherwise the address passed our pattern but not PocketBase's stricter e-mail check.
      if (!findSubscription(app, email)) throw badRequest(AUTH_VALIDATION_MESSAGES.invalidEmail);
    }
  }
  return { ok: true, message: ACCOUNT_FLOW_MESSAGES.newsletterSubscribed };
}
