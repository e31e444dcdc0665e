import { CONSOLE_SHELL_TEXTS as T } from '@partilha/domain';
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
        label: T.goTo(screen.label),
        group: T.groupGoTo,
        run: () => navigate(screen.id),
      })),
      {
        id: 'theme.toggle',
        label: theme === 'dark' ? T.switchToLight : T.switchToDark,
        group: T.groupConsole,
        run: onToggleTheme,
      },
      { id: 'session.signOut', label: T.signOut, group: T.groupConsole, run: () => void signOut() },
    ],
    [screens, navigate, theme, onToggleTheme, signOut],
  );
}
