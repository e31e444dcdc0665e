import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_USER_ROLE } from '@partilha/domain';
import { forbidden } from './api-errors';
import { isOperator, isStaff, type Actor } from './actor';
import { SERVER_MESSAGES, protectedFieldsMessage } from './server-messages';

const POSTAL_AREA = 'postalArea';

/** Fields the server maintains (ratings, review counts, cancellation stats): superusers only. */
const SERVER_MAINTAINED = [
  'ratingAsProvider',
  'ratingAsClient',
  'reviewsAsProvider',
  'reviewsAsClient',
  'totalCancellations',
  'lateCancellations',
  'endedBookings',
  'cancellationsUpdated',
  POSTAL_AREA,
] as const;

/**
 * Through the collection API only a superuser changes these; staff change them through the
 * console's audited routes (docs/console-api.md), which save the record directly.
 */
const ROLE = 'role';
const VERIFIED_PROVIDER = 'verifiedProvider';
const EMAIL_VISIBILITY = 'emailVisibility';
/** A member's suspension: hidden by the schema, shown to the member and staff only. */
const SUSPENSION_FIELDS = ['suspended', 'suspendedReason', 'suspendedAt'] as const;

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
  endedBookings: 0,
  cancellationsUpdated: '',
  suspended: false,
  suspendedReason: '',
  suspendedAt: '',
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
 * A profile update through the collection API. Returns the error to throw, or null when allowed.
 * The record already holds the submitted values; the original holds the stored ones.
 */
export function checkProfileUpdate(record: PbRecord, actor: Actor): ForbiddenError | null {
  if (actor.kind === 'superuser') return null;
  if (actor.kind === 'guest') return forbidden(SERVER_MESSAGES.signInRequired);
  // The update rule already keeps everyone to their own record.
  if (actor.id !== record.id) return forbidden(SERVER_MESSAGES.profileSelfOnly);

  const locked: string[] = [ROLE, VERIFIED_PROVIDER, EMAIL_VISIBILITY, ...SERVER_MAINTAINED, ...SUSPENSION_FIELDS];
  const changed = changedFields(record, locked);
  return changed.length > 0 ? forbidden(protectedFieldsMessage(changed)) : null;
}

/** The member's own settings: how they are told, and the language they read (issue 19). */
const OWN_SETTINGS = [...Object.keys(DEFAULT_NOTIFICATION_PREFERENCES), 'preferredLanguage'];
const PHONE = 'phoneNumber';
const SHOW_PHONE = 'showPhone';
/** Others see the postal area only (ADR 0012, lib/postal-privacy.ts). */
const POSTAL_CODE = 'postalCode';

/**
 * What a viewer sees of a profile: the user and superusers see everything; others never see the
 * notification preferences, see the phone only when the user chose to show it, see the e-mail
 * and the full postal code only when they are an operator, and see the suspension only when
 * they are staff.
 */
export function applyProfilePrivacy(record: PbRecord, viewer: Actor): void {
  if (viewer.kind === 'superuser' || (viewer.kind === 'user' && viewer.id === record.id)) {
    // The same record object can be enriched twice in one request (a third-party sign-up first
    // answers its internal create as a guest's, then the sign-in as the user's own).
    record.unhide(...OWN_SETTINGS, PHONE, POSTAL_CODE, ...SUSPENSION_FIELDS);
    return;
  }
  if (isStaff(viewer)) record.unhide(...SUSPENSION_FIELDS);
  else record.hide(...SUSPENSION_FIELDS);
  record.hide(...OWN_SETTINGS);
  if (!record.getBool(SHOW_PHONE)) record.hide(PHONE);
  if (isOperator(viewer)) {
    record.ignoreEmailVisibility(true);
    record.unhide(POSTAL_CODE);
  } else {
    record.hide(POSTAL_CODE);
  }
}

/** Profile fields nobody but the user and superusers may filter or sort by. */
export const PRIVATE_PROFILE_FIELDS: readonly string[] = [PHONE, POSTAL_CODE, ...OWN_SETTINGS];
