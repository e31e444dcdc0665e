/**
 * The attributes of the elements (widgets/README.md), read the same way by the loader (to size
 * the skeleton) and by each widget. A missing or malformed number falls back to the default.
 */

export const DEFAULT_LISTINGS_LIMIT = 6;
export const MAX_LISTINGS_LIMIT = 12;
export const DEFAULT_REVIEWS_LIMIT = 5;
export const MAX_REVIEWS_LIMIT = 20;

export function readLimit(host: Element, fallback: number, max: number): number {
  const value = Number(host.getAttribute('limit'));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

export function readText(host: Element, name: string): string {
  return (host.getAttribute(name) ?? '').trim();
}

/** A boolean attribute: present (any value but "false") means on. */
export function readFlag(host: Element, name: string): boolean {
  const value = host.getAttribute(name);
  return value !== null && value.toLowerCase() !== 'false';
}

export const COMMON_ATTRIBUTES = ['theme', 'lang'] as const;
