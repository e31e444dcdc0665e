import { CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useConsole } from '../app/console-context';
import type { Theme } from '../app/theme';
import { resolveScreen, screensFor } from '../routing/screens';
import { useHashRoute } from '../routing/use-hash-route';
import { CommandRegistryContext } from './commands';
import { ConnectionBanner } from './ConnectionBanner';
import { ConsolePalette } from './ConsolePalette';
import { LiveContext } from './live-context';
import { NavSidebar } from './NavSidebar';
import { ScreenView } from './ScreenView';
import { TopBar } from './TopBar';
import { useCommandRegistry } from './use-command-registry';
import { useConsoleLive } from './use-console-live';
import { useGlobalCommands } from './use-global-commands';

export interface ConsoleShellProps {
  theme: Theme;
  onToggleTheme: () => void;
}

/** The signed-in console: top bar, left navigation, the live banner, the screen, the palette. */
export function ConsoleShell({ theme, onToggleTheme }: ConsoleShellProps) {
  const { client, session, signOut } = useConsole();
  const live = useConsoleLive(client);
  const { route, navigate, setParams } = useHashRoute();
  const { registry, screenCommands } = useCommandRegistry();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const role = session.user.role;
  const screens = useMemo(() => screensFor(role), [role]);
  const screen = resolveScreen(role, route.screen);

  // A hash the role may not open (or none) shows the role's first screen under its own name.
  useEffect(() => {
    if (screen && screen.id !== route.screen) navigate(screen.id);
  }, [screen, route.screen, navigate]);

  const globalCommands = useGlobalCommands({ screens, navigate, onToggleTheme, theme, signOut });
  const commands = useMemo(() => [...screenCommands, ...globalCommands], [screenCommands, globalCommands]);

  return (
    <LiveContext.Provider value={live}>
      <CommandRegistryContext.Provider value={registry}>
        <div className="console-layout">
          <TopBar
            operatorName={session.user.displayName || session.user.email}
            role={role}
            theme={theme}
            onToggleTheme={onToggleTheme}
            onOpenPalette={() => setPaletteOpen(true)}
            onSignOut={() => void signOut()}
          />
          <NavSidebar screens={screens} current={screen?.id ?? 'overview'} />
          <main className="console-main">
            <ConnectionBanner />
            {screen && screen.id === route.screen ? (
              <Suspense
                fallback={<Spinner className="console-main__spinner" aria-label={CONSOLE_SHELL_TEXTS.loading} />}
              >
                <ScreenView id={screen.id} params={route.params} setParams={setParams} />
              </Suspense>
            ) : (
              <NonIdealState icon="lock" title={CONSOLE_SHELL_TEXTS.nothingToShow} />
            )}
          </main>
        </div>
        <ConsolePalette isOpen={paletteOpen} onOpen={setPaletteOpen} commands={commands} />
      </CommandRegistryContext.Provider>
    </LiveContext.Provider>
  );
}
