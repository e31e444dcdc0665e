import '@partilha/ui/styles.css';
import './app.css';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import type { ConsoleBridge } from '../bridge/get-bridge';
import { SignInScreen } from '../screens/sign-in/SignInScreen';
import { ConsoleShell } from '../shell/ConsoleShell';
import { ConsoleContext, makeCan, type ConsoleContextValue } from './console-context';
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

  if (state.kind === 'starting') {
    return (
      <main className="console-starting">
        <NonIdealState icon={<Spinner aria-label="Loading" />} title="Opening the console…" />
      </main>
    );
  }
  if (!context) {
    const signedOut = state.kind === 'signedOut' ? state : null;
    return <SignInScreen serverUrl={signedOut?.serverUrl ?? ''} notice={signedOut?.notice ?? null} onSignIn={signIn} />;
  }
  return (
    <ConsoleContext.Provider value={context}>
      <ConsoleShell theme={theme} onToggleTheme={toggleTheme} />
    </ConsoleContext.Provider>
  );
}
