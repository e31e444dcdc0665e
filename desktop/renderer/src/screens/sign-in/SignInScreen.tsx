import { Button, Callout, Card, FormGroup, H1, InputGroup } from '@blueprintjs/core';
import { CONSOLE_SHELL_TEXTS, CONSOLE_UI_TEXTS, translateText } from '@partilha/domain';
import { useId, useState, type FormEvent } from 'react';

export interface SignInScreenProps {
  /** The saved server address, shown first. */
  serverUrl: string;
  /** A message to show before any attempt (an expired session, an unreachable server). */
  notice: string | null;
  /** Resolves 'reloading' when the desktop app reloads to reach a new server first. */
  onSignIn: (serverUrl: string, email: string, password: string) => Promise<'signedIn' | 'reloading'>;
}

/**
 * Signing in to the console: the server's address (kept by the bridge), e-mail and password.
 * The server decides who gets in; a member reads its refusal here and nothing else happens.
 */
export function SignInScreen({ serverUrl, notice, onSignIn }: SignInScreenProps) {
  const id = useId();
  const [server, setServer] = useState(serverUrl);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(notice);
  const [info, setInfo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      if ((await onSignIn(server, email, password)) === 'reloading') {
        setError(null);
        setInfo(CONSOLE_SHELL_TEXTS.serverSaved);
        setBusy(false);
      }
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : CONSOLE_UI_TEXTS.signInFailed);
      setBusy(false);
    }
  };

  return (
    <main className="console-sign-in">
      <Card elevation={2} className="console-sign-in__card">
        <H1 className="console-sign-in__title">{CONSOLE_UI_TEXTS.appTitle}</H1>
        <p className="console-sign-in__lead">{CONSOLE_SHELL_TEXTS.signInLead}</p>
        <form onSubmit={(event) => void submit(event)} aria-describedby={error ? `${id}-error` : undefined}>
          <FormGroup label={CONSOLE_SHELL_TEXTS.serverAddress} labelFor={`${id}-server`}>
            <InputGroup
              id={`${id}-server`}
              type="url"
              value={server}
              onValueChange={setServer}
              leftIcon="globe-network"
              required
            />
          </FormGroup>
          <FormGroup label={CONSOLE_SHELL_TEXTS.email} labelFor={`${id}-email`}>
            <InputGroup
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              value={email}
              onValueChange={setEmail}
              leftIcon="envelope"
              autoFocus
              required
            />
          </FormGroup>
          <FormGroup label={CONSOLE_SHELL_TEXTS.password} labelFor={`${id}-password`}>
            <InputGroup
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onValueChange={setPassword}
              leftIcon="lock"
              required
            />
          </FormGroup>
          {error && (
            <Callout id={`${id}-error`} intent="danger" role="alert" className="console-sign-in__error">
              {/* The server's and the bridge's words are English; shown in the active language. */}
              {translateText(error)}
            </Callout>
          )}
          {info && (
            <Callout intent="primary" role="status" className="console-sign-in__error">
              {info}
            </Callout>
          )}
          <Button type="submit" intent="primary" fill loading={busy} text={CONSOLE_SHELL_TEXTS.signIn} />
        </form>
      </Card>
    </main>
  );
}
