import { postalArea } from '@partilha/domain';
import { isOperator, type Actor } from './actor';

const POSTAL_CODE = 'postalCode';
const POSTAL_AREA = 'postalArea';

/**
 * Keeps a profile's or listing's `postalArea` (the first four digits of `postalCode`, what others
 * see) in step with the code, on every save, whoever saves (ADR 0012).
 */
export function syncPostalArea(record: PbRecord): void {
  record.set(POSTAL_AREA, postalArea(record.getString(POSTAL_CODE)));
}

/**
 * What a viewer sees of a listing's location: its owner, operators and superusers see the full
 * postal code, everyone else the city and postal area only. The same record can be enriched for
 * several viewers, so the field is hidden again for the others.
 */
export function applyListingPostalPrivacy(listing: PbRecord, viewer: Actor): void {
  const maySee =
    viewer.kind === 'superuser' ||
    isOperator(viewer) ||
    (viewer.kind === 'user' && viewer.id === listing.getString('owner'));
  if (maySee) listing.unhide(POSTAL_CODE);
  else listing.hide(POSTAL_CODE);
}
