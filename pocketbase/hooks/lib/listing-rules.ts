import {
  LISTING_LOCATION_MESSAGES,
  LISTING_VALIDATION_MESSAGES,
  checkListingCreationFields,
  checkListingProfileLocation,
  isListingCategory,
  isListingType,
  mergeEquipmentIdentity,
  type ListingStatus,
  type ProfileLocation,
} from '@partilha/domain';
import { badRequest, forbidden, unauthorized } from './api-errors';
import type { Actor } from './actor';
import { checkListingTexts, readListingAmounts } from './listing-field-checks';
import { checkListingImages } from './listing-image-uploads';
import { SERVER_MESSAGES } from './server-messages';

type Body = { [key: string]: unknown };

const ACTIVE: ListingStatus = 'active';
const STATUS = 'status';
const OWNER = 'owner';
/**
 * Kept by the console's routes (docs/console-api.md) and moderation decisions
 * (docs/moderation-api.md: `suspensionDecision` links a suspension to its statement of reasons):
 * never written through the collection API.
 */
const SUSPENSION_FIELDS = [STATUS, 'suspendedReason', 'ownerSuspended', 'suspensionDecision'];

function ownerProfile(app: PbApp, ownerId: string): ProfileLocation | null {
  if (!ownerId) return null;
  try {
    const owner = app.findRecordById('users', ownerId);
    return { city: owner.getString('city'), postalCode: owner.getString('postalCode') };
  } catch {
    return null;
  }
}

/** The listing carries its owner's current city and postal code; refused when the profile lacks them. */
function copyOwnerLocation(app: PbApp, record: PbRecord): void {
  const ownerId = record.getString(OWNER);
  const profile = ownerProfile(app, ownerId);
  const refusal = checkListingProfileLocation(ownerId, profile);
  if (refusal) throw badRequest(refusal);
  record.set('city', profile?.city?.trim() ?? '');
  record.set('postalCode', profile?.postalCode?.trim() ?? '');
}

function checkCategory(record: PbRecord): void {
  const type = record.getString('type');
  const category = record.getString('category').trim();
  if (!category) throw badRequest(LISTING_VALIDATION_MESSAGES.categoryRequired);
  // An unknown type is reported by the schema's own validation.
  if (isListingType(type) && !isListingCategory(type, category)) {
    throw badRequest(LISTING_VALIDATION_MESSAGES.categoryInvalid);
  }
  record.set('category', category);
}

function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * Equipment always stores brand, model and condition ('' when absent); an update that leaves
 * brand or model out (or empty) keeps the stored ones.
 */
function keepEquipmentIdentity(record: PbRecord, body: Body, isNew: boolean): void {
  if (record.getString('type') !== 'equipment') return;
  const stored = isNew
    ? { brand: '', model: '' }
    : { brand: record.original().getString('brand'), model: record.original().getString('model') };
  const identity = mergeEquipmentIdentity({ brand: textOf(body.brand), model: textOf(body.model) }, stored);
  record.set('brand', identity.brand);
  record.set('model', identity.model);
  record.set('condition', record.getString('condition'));
}

/**
 * A new listing (create request): `body` as PocketBase cast it to the fields, `sent` as the caller
 * sent it (lib/raw-request-body.ts). Throws the refusal as a PocketBase API error.
 */
export function prepareNewListing(app: PbApp, record: PbRecord, body: Body, actor: Actor, sent: Body | null): void {
  if (actor.kind === 'user') {
    record.set(OWNER, actor.id);
    record.set(STATUS, ACTIVE);
    record.set('suspendedReason', '');
  } else if (record.getString(STATUS) === '') {
    record.set(STATUS, ACTIVE);
  }

  const missing = checkListingCreationFields({
    userId: record.getString(OWNER),
    title: record.getString('title'),
    type: record.getString('type'),
  });
  if (missing) throw badRequest(missing);
  copyOwnerLocation(app, record);
  checkListingTexts(record, body, true);
  checkCategory(record);
  readListingAmounts(record, body, sent, true);
  keepEquipmentIdentity(record, body, true);
  checkListingImages(record);
}

/**
 * A listing update. Owners change their listing but never its owner, status or suspension (staff
 * suspend and restore through POST /api/console/listings/{id}/suspension, audited; the update
 * rule lets nobody else reach the record); superusers change anything.
 */
export function prepareListingUpdate(app: PbApp, record: PbRecord, body: Body, actor: Actor, sent: Body | null): void {
  if (actor.kind === 'guest') throw forbidden(SERVER_MESSAGES.signInRequired);
  const stored = record.original();

  if (actor.kind === 'user') {
    if (stored.getString(OWNER) !== actor.id) throw forbidden(SERVER_MESSAGES.listingOwnerOnly);
    if (record.getString(OWNER) !== stored.getString(OWNER)) throw forbidden(SERVER_MESSAGES.listingOwnerFixed);
    if (SUSPENSION_FIELDS.some((field) => record.getString(field) !== stored.getString(field))) {
      throw forbidden(SERVER_MESSAGES.listingStatusStaffOnly);
    }
  }

  copyOwnerLocation(app, record);
  checkListingTexts(record, body, false);
  if ('type' in body || 'category' in body) checkCategory(record);
  readListingAmounts(record, body, sent, false);
  keepEquipmentIdentity(record, body, false);
  checkListingImages(record);
}

/**
 * Every new listing starts with its owner's suspension (server code, seeds and superusers
 * included), so a suspended member's listing never reaches search.
 */
export function followOwnerSuspension(app: PbApp, record: PbRecord): void {
  let suspended = false;
  try {
    suspended = app.findRecordById('users', record.getString(OWNER)).getBool('suspended');
  } catch {
    // A missing owner is refused by the relation field's own validation.
  }
  record.set('ownerSuspended', suspended);
}

const WRITE_METHODS = ['POST', 'PATCH', 'DELETE'];

/** The method of a write to the listings collection API (create, update, delete), else null. */
function listingWriteMethod(app: PbApp, method: string, path: string): string | null {
  if (!WRITE_METHODS.includes(method)) return null;
  const match = /^\/api\/collections\/([^/]+)\/records(\/[^/]+)?\/?$/.exec(path);
  if (!match || (method === 'POST') !== (match[2] === undefined)) return null;
  try {
    return app.findCachedCollectionByNameOrId(decodeURIComponent(match[1] ?? '')).name === 'listings' ? method : null;
  } catch {
    return null;
  }
}

/**
 * The API rules refuse guests before any hook runs, with a bare "Failed to create record" or a
 * 404; a request middleware answers them first. Creating and editing use the spec's words
 * ("Creating or editing requires login"); deleting, which the spec gives no words for, ours.
 */
export function refuseGuestListingWrite(app: PbApp, method: string, path: string, actor: Actor): void {
  if (actor.kind !== 'guest') return;
  const write = listingWriteMethod(app, method, path);
  if (write === 'DELETE') throw unauthorized(SERVER_MESSAGES.signInRequired);
  if (write) throw unauthorized(LISTING_LOCATION_MESSAGES.mustBeLoggedIn);
}
