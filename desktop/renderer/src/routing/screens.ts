import type { IconName } from '@blueprintjs/core';
import { consoleCan, type ConsoleAction } from '@partilha/domain';

export type ScreenId =
  | 'overview'
  | 'moderation'
  | 'appeals'
  | 'bookings'
  | 'members'
  | 'listings'
  | 'subscriptions'
  | 'transparency'
  | 'audit';

export interface ScreenEntry {
  id: ScreenId;
  label: string;
  icon: IconName;
  /** The action the server requires to read this screen's data. */
  requires: ConsoleAction;
}

/** The left navigation, in its order. */
export const SCREENS: readonly ScreenEntry[] = [
  { id: 'overview', label: 'Overview', icon: 'dashboard', requires: 'overview.read' },
  { id: 'moderation', label: 'Moderation', icon: 'flag', requires: 'moderation.read' },
  { id: 'appeals', label: 'Appeals', icon: 'take-action', requires: 'appeals.read' },
  { id: 'bookings', label: 'Bookings', icon: 'calendar', requires: 'bookings.read' },
  { id: 'members', label: 'Members', icon: 'people', requires: 'members.read' },
  { id: 'listings', label: 'Listings', icon: 'shop', requires: 'listings.read' },
  { id: 'subscriptions', label: 'Subscriptions', icon: 'envelope', requires: 'subscriptions.read' },
  { id: 'transparency', label: 'Transparency', icon: 'timeline-bar-chart', requires: 'transparency.read' },
  { id: 'audit', label: 'Audit log', icon: 'history', requires: 'audit.read' },
];

/** The screens a role may open; the server refuses the others anyway. */
export function screensFor(role: string): ScreenEntry[] {
  return SCREENS.filter((screen) => consoleCan(role, screen.requires));
}

/** The screen to show for a hash: the asked one when allowed, else the role's first. */
export function resolveScreen(role: string, asked: string): ScreenEntry | null {
  const allowed = screensFor(role);
  return allowed.find((screen) => screen.id === asked) ?? allowed[0] ?? null;
}
