import { localized } from '../i18n/catalogue';

/**
 * Who a person is called when their display name is unknown (spec 001 §3): "Anonymous" in
 * reviews and profiles, "Owner" or "Renter" in a booking, "Someone" in notifications.
 */
export const DISPLAY_NAME_FALLBACKS_EN = {
  anonymous: 'Anonymous',
  owner: 'Owner',
  renter: 'Renter',
  someone: 'Someone',
} as const;
export const DISPLAY_NAME_FALLBACKS = /* @__PURE__ */ localized(
  'profile.displayNameFallbacks',
  DISPLAY_NAME_FALLBACKS_EN,
);
export type DisplayNameContext = keyof typeof DISPLAY_NAME_FALLBACKS;

export interface NamedPerson {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** The display name, else first and last name, else the fallback for the context. */
export function displayNameOf(
  person: NamedPerson | null | undefined,
  context: DisplayNameContext = 'anonymous',
): string {
  const display = person?.displayName?.trim();
  if (display) return display;
  const full = [person?.firstName?.trim(), person?.lastName?.trim()].filter(Boolean).join(' ');
  return full || DISPLAY_NAME_FALLBACKS[context];
}

/** The letter shown in an avatar without a photo: the first letter of the name, upper case, or "?". */
export function avatarInitial(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toUpperCase() : '?';
}
