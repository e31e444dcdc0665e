import '@partilha/ui/styles.css';
import './app.css';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { CONSOLE_SHELL_TEXTS } from '@partilha/domain';
import { useMemo } from 'react';
import type { ConsoleBridge } from '../bridge/get-bridge';
import { SignInScreen } from '../screens/sign-in/SignInScreen';
import { ConsoleShell } from '../shell/ConsoleShell';
import { ConsoleContext, makeCan, type ConsoleContextValue } from './console-context';
import { LanguageRoot } from './LanguageRoot';
import { useTheme } from './theme';
import { useConsoleSession } from './use-console-session';

/** The operator console: sign-in until the server accepts a staff account, then the shell. */
export function App({ bridge }: { bridge: ConsoleBridge }) {
  const { theme, toggleTheme } = useTheme();
  const { state, signIn, signOut } = useConsoleSession(bridge);

  const context = useMemo<ConsoleContextValue | null>(
    () =>
      state.kind === 'signedIn'
        ? {
            client: state.client,
            bridge,
            session: state.session,
            serverUrl: state.serverUrl,
            can: makeCan(state.session),
            signOut,
          }
        : null,
    [state, bridge, signOut],
  );

  // The language frame sits inside the session: choosing a language draws the screens again
  // without signing the operator out.
  return <LanguageRoot>{content()}</LanguageRoot>;

  function content() {
    if (state.kind === 'starting') {
      return (
        <main className="console-starting">
          <NonIdealState
            icon={<Spinner aria-label={CONSOLE_SHELL_TEXTS.loading} />}
            title={CONSOLE_SHELL_TEXTS.opening}
          />
        </main>
      );
    }
    if (!context) {
      const signedOut = state.kind === 'signedOut' ? state : null;
      return (
        <SignInScreen serverUrl={signedOut?.serverUrl ?? ''} notice={signedOut?.notice ?? null} onSignIn={signIn} />
      );
    }
    return (
      <ConsoleContext.Provider value={context}>
        <ConsoleShell theme={theme} onToggleTheme={toggleTheme} />
      </ConsoleContext.Provider>
    );
  }
}
