/**
 * Every CSS class of the component library carries one prefix, so our styles never collide with a
 * host page's (a partner site embedding a widget) nor with Blueprint's own `bp6-` classes.
 * Blueprint keeps the same habit in its `common/classes.ts`.
 */
export const CLASS_PREFIX = 'partilha';

/** `cls('rating-stars')` → `'partilha-rating-stars'`. */
export function cls(name: string): string {
  return `${CLASS_PREFIX}-${name}`;
}
