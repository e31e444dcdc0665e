import { useMemo } from 'react';
import type { Theme } from '../app/theme';
import type { ScreenEntry } from '../routing/screens';
import type { ConsoleCommand } from './commands';

export interface GlobalCommandInputs {
  screens: readonly ScreenEntry[];
  navigate: (screen: string) => void;
  theme: Theme;
  onToggleTheme: () => void;
  signOut: () => Promise<void>;
}

/** The palette's always-there entries: a "Go to" per allowed screen, the theme, sign out. */
export function useGlobalCommands({ screens, navigate, theme, onToggleTheme, signOut }: GlobalCommandInputs) {
  return useMemo<ConsoleCommand[]>(
    () => [
      ...screens.map((screen) => ({
        id: `go.${screen.id}`,
        label: `Go to ${screen.label}`,
        group: 'Go to',
        run: () => navigate(screen.id),
      })),
      {
        id: 'theme.toggle',
        label: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme',
        group: 'Console',
        run: onToggleTheme,
      },
      { id: 'session.signOut', label: 'Sign out', group: 'Console', run: () => void signOut() },
    ],
    [screens, navigate, theme, onToggleTheme, signOut],
  );
}
