import { Button, Callout, Spinner } from '@blueprintjs/core';
import { readEmailLinkToken, useAccountActions, useAuth, verifyEmailErrorMessage } from '@partilha/data';
import { ACCOUNT_FLOW_MESSAGES, AUTH_SCREEN_TEXTS as T, VERIFICATION_MESSAGES } from '@partilha/domain';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { takeRedirectTarget } from '../../guards/redirect-target';
import { AuthCard } from './AuthCard';

type Outcome = { status: 'verifying' } | { status: 'verified' } | { status: 'failed'; message: string };

/** Applies the code of a verification link: verifying, then verified (with the address) or failed. */
export function VerificationLinkResult({ code, mode }: { code: string; mode: string | null }) {
  const auth = useAuth();
  const actions = useAccountActions();
  const navigate = useNavigate();
  const validLink = code !== '' && (mode === null || mode === 'verifyEmail');
  const [outcome, setOutcome] = useState<Outcome>({ status: 'verifying' });
  const email = validLink ? (readEmailLinkToken(code)?.email ?? '') : '';

  useEffect(() => {
    if (!validLink) return;
    let current = true;
    // Applying the same code twice is harmless, so a re-run of this effect is too.
    actions.confirmEmailVerification(code).then(
      () => current && setOutcome({ status: 'verified' }),
      (error: unknown) => current && setOutcome({ status: 'failed', message: verifyEmailErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [validLink, code, actions]);

  const signedIn = auth.status === 'signedIn';
  const next = signedIn ? (
    <Button
      intent="primary"
      size="large"
      fill
      text={VERIFICATION_MESSAGES.continueToAccount}
      onClick={() => navigate(takeRedirectTarget('/account'), { replace: true })}
    />
  ) : (
    <p className="auth-card__next">
      <Link to="/auth/login">{T.signInLink}</Link>
    </p>
  );

  if (!validLink) {
    return (
      <AuthCard title={VERIFICATION_MESSAGES.title}>
        <Callout intent="danger" icon="error" role="alert">
          {VERIFICATION_MESSAGES.invalidLink}
        </Callout>
        {next}
      </AuthCard>
    );
  }

  return (
    <AuthCard title={VERIFICATION_MESSAGES.title}>
      {outcome.status === 'verifying' && (
        <div className="auth-card__progress" role="status">
          <Spinner size={24} aria-hidden /> {T.verifyingEmail}
        </div>
      )}
      {outcome.status === 'verified' && (
        <Callout intent="success" icon="tick-circle" role="status">
          <strong className="callout-heading">{VERIFICATION_MESSAGES.verified}</strong>
          {email ? ACCOUNT_FLOW_MESSAGES.emailVerifiedFor(email) : null}
        </Callout>
      )}
      {outcome.status === 'failed' && (
        <Callout intent="danger" icon="error" role="alert">
          {outcome.message}
        </Callout>
      )}
      {outcome.status !== 'verifying' && next}
    </AuthCard>
  );
}
