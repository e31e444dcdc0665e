import { badRequest } from './api-errors';

/**
 * The query parameters of the widget routes, read strictly: a partner's typo gets a 400 naming
 * the parameter (never a 500, never silently other data). The names match the elements'
 * attributes (widgets/README.md).
 */

export const WIDGET_LISTING_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type WidgetListingSort = (typeof WIDGET_LISTING_SORTS)[number];

/** A review's target role: reviews of the user as a provider (owner) or as a renter. */
export const WIDGET_ROLES = ['provider', 'renter'] as const;
export type WidgetRole = (typeof WIDGET_ROLES)[number];

export const WIDGET_MAX_LISTINGS = 12;
export const WIDGET_MAX_REVIEWS = 20;

type Query = (name: string) => string | undefined;

export function textParam(query: Query, name: string, maxLength = 80): string {
  const value = (query(name) ?? '').trim();
  if (value.length > maxLength) throw badRequest(`The parameter "${name}" is too long.`);
  return value;
}

export function idParam(query: Query, name: string): string {
  const value = textParam(query, name, 32);
  if (value !== '' && !/^[a-z0-9]+$/.test(value)) throw badRequest(`The parameter "${name}" is not a record id.`);
  return value;
}

export function choiceParam<T extends string>(query: Query, name: string, choices: readonly T[], fallback: T): T {
  const value = textParam(query, name);
  if (value === '') return fallback;
  if (!(choices as readonly string[]).includes(value)) {
    throw badRequest(`The parameter "${name}" must be one of: ${choices.join(', ')}.`);
  }
  return value as T;
}

export function limitParam(query: Query, name: string, max: number, fallback: number): number {
  const value = textParam(query, name, 4);
  if (value === '') return fallback;
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > max) {
    throw badRequest(`The parameter "${name}" must be a whole number from 1 to ${max}.`);
  }
  return limit;
}

/** reviewType of the reviews about a user in this role (docs/data-model.md, reviews). */
export function reviewTypeOf(role: WidgetRole): 'owner' | 'renter' {
  return role === 'provider' ? 'owner' : 'renter';
}
