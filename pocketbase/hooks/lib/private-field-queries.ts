import { badRequest } from './api-errors';
import { isOperator, type Actor } from './actor';
import { SERVER_MESSAGES } from './server-messages';
import { PRIVATE_PROFILE_FIELDS } from './user-fields';

/**
 * Hidden fields are left out of responses, but a filter or sort on them would still reveal
 * their values one guess at a time (also through relations, e.g. `owner.phoneNumber`), so
 * queries naming them are refused for everyone but superusers.
 */
const PRIVATE_FIELD_PATTERN = new RegExp(`\\b(${PRIVATE_PROFILE_FIELDS.join('|')})\\b`, 'i');

function namesPrivateField(text: string | undefined): boolean {
  return Boolean(text) && PRIVATE_FIELD_PATTERN.test(text as string);
}

/**
 * E-mail addresses are for their owner and operators. PocketBase already makes a filter on a
 * hidden `email` match nothing, but it still honours a sort on it (also `owner.email`), and a
 * few sign-ups with chosen addresses then bracket anyone's address one letter at a time.
 */
const EMAIL_PATTERN = /\bemail\b/i;

/** A list request's `filter` and `sort`. */
export function refusePrivateFieldQuery(query: { [key: string]: string }, actor: Actor): void {
  if (actor.kind === 'superuser') return;
  if (namesPrivateField(query.filter) || namesPrivateField(query.sort)) {
    throw badRequest(SERVER_MESSAGES.privateFieldQuery);
  }
  if (!isOperator(actor) && EMAIL_PATTERN.test(query.sort ?? '')) throw badRequest(SERVER_MESSAGES.privateFieldQuery);
}

/** Realtime topics carry their filter in an encoded `options` query. */
export function refusePrivateFieldSubscription(topics: readonly string[], actor: Actor): void {
  if (actor.kind === 'superuser') return;
  for (const topic of topics) {
    let decoded = topic;
    try {
      decoded = decodeURIComponent(topic);
    } catch {
      // A malformed escape is checked as it came.
    }
    if (namesPrivateField(decoded)) throw badRequest(SERVER_MESSAGES.privateFieldQuery);
  }
}
