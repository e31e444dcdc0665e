import { LISTING_LOCATION_MESSAGES, LISTING_VALIDATION_MESSAGES } from './listing-messages';

/** Data-level required fields of a new listing (spec 000 §5); the first missing one's message, or null. */
export function checkListingCreationFields(input: {
  userId?: string | null;
  title?: string | null;
  type?: string | null;
}): string | null {
  if (!input.userId) return LISTING_VALIDATION_MESSAGES.userIdRequired;
  if (!input.title || input.title.trim() === '') return LISTING_VALIDATION_MESSAGES.titleRequired;
  if (!input.type) return LISTING_VALIDATION_MESSAGES.typeRequired;
  return null;
}

export interface ProfileLocation {
  city?: string | null;
  postalCode?: string | null;
}

/**
 * Whether someone may create a listing now (spec 000 §5): they must be signed in, have a profile,
 * and the profile must hold a city and a postal code (the listing copies them). Returns null when
 * allowed, else the message: the "complete your profile" text when both are missing, the
 * city-only or postal-code-only variant when one is.
 */
export function checkListingProfileLocation(
  userId: string | null | undefined,
  profile: ProfileLocation | null | undefined,
): string | null {
  if (!userId) return LISTING_LOCATION_MESSAGES.mustBeLoggedIn;
  if (!profile) return LISTING_LOCATION_MESSAGES.userNotFound;
  const hasCity = Boolean(profile.city && profile.city.trim());
  const hasPostalCode = Boolean(profile.postalCode && profile.postalCode.trim());
  if (!hasCity && !hasPostalCode) return LISTING_LOCATION_MESSAGES.completeProfile;
  if (!hasCity) return LISTING_LOCATION_MESSAGES.setCity;
  if (!hasPostalCode) return LISTING_LOCATION_MESSAGES.setPostalCode;
  return null;
}
