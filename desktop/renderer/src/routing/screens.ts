import type { IconName } from '@blueprintjs/core';
import { CONSOLE_SHELL_TEXTS, consoleCan, type ConsoleAction } from '@partilha/domain';

export type ScreenId =
  | 'overview'
  | 'moderation'
  | 'appeals'
  | 'bookings'
  | 'members'
  | 'listings'
  | 'subscriptions'
  | 'transparency'
  | 'audit'
  | 'settings';

export interface ScreenEntry {
  id: ScreenId;
  /** Read in the active language (issue 19): the entries are made once, their labels while drawing. */
  readonly label: string;
  icon: IconName;
  /** The action the server requires to read this screen's data. */
  requires: ConsoleAction;
}

function screen(id: ScreenId, icon: IconName, requires: ConsoleAction): ScreenEntry {
  return {
    id,
    icon,
    requires,
    get label() {
      return CONSOLE_SHELL_TEXTS[id];
    },
  };
}

/** The left navigation, in its order. */
export const SCREENS: readonly ScreenEntry[] = [
  screen('overview', 'dashboard', 'overview.read'),
  screen('moderation', 'flag', 'moderation.read'),
  screen('appeals', 'take-action', 'appeals.read'),
  screen('bookings', 'calendar', 'bookings.read'),
  screen('members', 'people', 'members.read'),
  screen('listings', 'shop', 'listings.read'),
  screen('subscriptions', 'envelope', 'subscriptions.read'),
  screen('transparency', 'timeline-bar-chart', 'transparency.read'),
  screen('audit', 'history', 'audit.read'),
  screen('settings', 'cog', 'settings.read'),
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
