import { Button } from '@blueprintjs/core';
import { signInWithThirdParty, ThirdPartySignInError, usePocketBase } from '@partilha/data';
import { AUTH_SCREEN_TEXTS as T, THIRD_PARTY_SIGN_IN_ERRORS, translateText } from '@partilha/domain';
import { THIRD_PARTY_PROVIDER, useThirdPartyProvider } from '../../auth/use-third-party-providers';

/**
 * The spec's third-party messages; an unknown failure reads differently on login and sign-up. A
 * suspended account reads the server's refusal with its reason, word for word.
 */
export function thirdPartyFailureMessage(error: unknown, screen: 'login' | 'signup'): string {
  if (error instanceof ThirdPartySignInError && error.serverMessage) return translateText(error.serverMessage);
  const failure = error instanceof ThirdPartySignInError ? error.failure : 'other';
  if (failure === 'other')
    return screen === 'login' ? THIRD_PARTY_SIGN_IN_ERRORS.form : THIRD_PARTY_SIGN_IN_ERRORS.signUpForm;
  return THIRD_PARTY_SIGN_IN_ERRORS[failure];
}

/**
 * "Continue with {provider}" when the server offers OpenID Connect sign-in; nothing otherwise.
 * `onSignIn` receives the sign-in to run (it opens the popup, so it must run inside the click).
 */
export function ThirdPartySignInButton({
  disabled,
  onSignIn,
}: {
  disabled: boolean;
  onSignIn: (signIn: () => Promise<void>) => void;
}) {
  const client = usePocketBase();
  const provider = useThirdPartyProvider();
  if (!provider) return null;
  return (
    <>
      <div className="auth-card__divider" role="presentation">
        <span>{T.or}</span>
      </div>
      <Button
        fill
        size="large"
        variant="outlined"
        icon="log-in"
        text={T.continueWith(provider.displayName)}
        disabled={disabled}
        onClick={() => onSignIn(() => signInWithThirdParty(client, THIRD_PARTY_PROVIDER))}
      />
    </>
  );
}
