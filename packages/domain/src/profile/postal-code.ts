/** Portuguese postal codes: four digits, a hyphen, three digits (1300-431). */
export const POSTAL_CODE_PATTERN = /^\d{4}-\d{3}$/;
export const POSTAL_CODE_FORMAT_MESSAGE = 'Postal code must be in format XXXX-XXX (e.g., 1300-431)';
export const POSTAL_CODE_REQUIRED_MESSAGE = 'Postal code is required to use the product';

export function isValidPostalCode(value: string): boolean {
  return POSTAL_CODE_PATTERN.test(value.trim());
}
