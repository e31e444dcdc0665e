/** Portuguese postal codes: four digits, a hyphen, three digits (1300-431). */
export const POSTAL_CODE_PATTERN = /^\d{4}-\d{3}$/;
export const POSTAL_CODE_FORMAT_MESSAGE = 'Postal code must be in format XXXX-XXX (e.g., 1300-431)';
export const POSTAL_CODE_REQUIRED_MESSAGE = 'Postal code is required to use the product';

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}

/** Digits of the postal area: the part of a code others may see (ADR 0012). */
export const POSTAL_AREA_LENGTH = 4;

/**
 * The postal area of a code, its first four digits ("1100" of "1100-148"): in Portugal the full
 * code can identify a street, so only the owner and operators see it (ADR 0012). Empty when the
 * code does not start with four digits.
 */
export function postalArea(code: string | null | undefined): string {
  const area = (code ?? '').trim().slice(0, POSTAL_AREA_LENGTH);
  return /^\d{4}$/.test(area) ? area : '';
}

/**
 * The postal code a viewer may see: the full code when the server sent it (the member, a
 * listing's owner, operators), otherwise the postal area.
 */
export function shownPostalCode(location: { postalCode?: string | null; postalArea?: string | null }): string {
  return (location.postalCode ?? '').trim() || (location.postalArea ?? '').trim();
}
