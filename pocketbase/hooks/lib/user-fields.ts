import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_USER_ROLE } from '@partilha/domain';
import { forbidden } from './api-errors';
import { isOperator, type Actor } from './actor';
import { SERVER_MESSAGES, protectedFieldsMessage } from './server-messages';

/** Fields the server maintains (ratings, review counts, cancellation stats): superusers only. */
const SERVER_MAINTAINED = [
  'ratingAsProvider',
  'ratingAsClient',
  'reviewsAsProvider',
  'reviewsAsClient',
  'totalCancellations',
  'lateCancellations',
  'cancellationsUpdated',
] as const;

/** Only a superuser changes a role; only a superuser or an operator marks a verified provider. */
const ROLE = 'role';
const VERIFIED_PROVIDER = 'verifiedProvider';
const EMAIL_VISIBILITY = 'emailVisibility';

/** What every account starts with, whatever a sign-up body says (spec 000 §3). */
const SIGN_UP_DEFAULTS: { [field: string]: unknown } = {
  [ROLE]: DEFAULT_USER_ROLE,
  [VERIFIED_PROVIDER]: false,
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  ratingAsProvider: 0,
  ratingAsClient: 0,
  reviewsAsProvider: 0,
  reviewsAsClient: 0,
  totalCancellations: 0,
  lateCancellations: 0,
  cancellationsUpdated: '',
  // E-mail addresses are shown to the user and operators only, never made public.
  [EMAIL_VISIBILITY]: false,
};

/**
 * A new account: a user signing up gets the defaults whatever the body says; a superuser may
 * set any field and gets the defaults only for what the body leaves out.
 */
export function applySignUpDefaults(record: PbRecord, body: { [key: string]: unknown }, actor: Actor): void {
  for (const field of Object.keys(SIGN_UP_DEFAULTS)) {
    if (actor.kind === 'superuser' && field in body) continue;
    record.set(field, SIGN_UP_DEFAULTS[field]);
  }
}

/** The role of a record saved without one (seeds, server code): the default role. */
export function fillDefaultRole(record: PbRecord): void {
  if (record.getString(ROLE) === '') record.set(ROLE, DEFAULT_USER_ROLE);
}

function changedFields(record: PbRecord, fields: readonly string[]): string[] {
  const stored = record.original();
  return fields.filter((field) => record.getString(field) !== stored.getString(field));
}

/**
 * A profile update by a user or an operator. Returns the error to throw, or null when allowed.
 * The record already holds the submitted values; the original holds the stored ones.
 */
export function checkProfileUpdate(
  record: PbRecord,
  body: { [key: string]: unknown },
  actor: Actor,
): ForbiddenError | null {
  if (actor.kind === 'superuser') return null;
  if (actor.kind === 'guest') return forbidden(SERVER_MESSAGES.signInRequired);

  if (actor.id !== record.id) {
    // The update rule lets only operators reach another user's record.
    const others = Object.keys(body).filter((key) => key !== VERIFIED_PROVIDER);
    return isOperator(actor) && others.length === 0 ? null : forbidden(SERVER_MESSAGES.operatorMayOnlyVerify);
  }

  const locked: string[] = [ROLE, EMAIL_VISIBILITY, ...SERVER_MAINTAINED];
  if (!isOperator(actor)) locked.push(VERIFIED_PROVIDER);
  const changed = changedFields(record, locked);
  return changed.length > 0 ? forbidden(protectedFieldsMessage(changed)) : null;
}

const NOTIFICATION_PREFERENCES = Object.keys(DEFAULT_NOTIFICATION_PREFERENCES);
const PHONE = 'phoneNumber';
const SHOW_PHONE = 'showPhone';

/**
 * What a viewer sees of a profile: the user and superusers see everything; others never see the
 * notification preferences, see the phone only when the user chose to show it, and see the
 * e-mail only when they are an operator.
 */
export function applyProfilePrivacy(record: PbRecord, viewer: Actor): void {
  if (viewer.kind === 'superuser' || (viewer.kind === 'user' && viewer.id === record.id)) {
    // The same record object can be enriched twice in one request (a third-party sign-up first
    // answers its internal create as a guest's, then the sign-in as the user's own).
    record.unhide(...NOTIFICATION_PREFERENCES, PHONE);
    return;
  }
  record.hide(...NOTIFICATION_PREFERENCES);
  if (!record.getBool(SHOW_PHONE)) record.hide(PHONE);
  if (isOperator(viewer)) record.ignoreEmailVisibility(true);
}

/** Profile fields nobody but the user and superusers may filter or sort by. */
export const PRIVATE_PROFILE_FIELDS: readonly string[] = [PHONE, ...NOTIFICATION_PREFERENCES];
