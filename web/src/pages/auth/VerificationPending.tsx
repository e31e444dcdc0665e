import { Button, Callout } from '@blueprintjs/core';
import { useAccountActions, type SessionUser } from '@partilha/data';
import { ACCOUNT_FLOW_MESSAGES, VERIFICATION_MESSAGES } from '@partilha/domain';
import { VerificationStatusBanner } from '@partilha/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useResendVerification } from '../../auth/use-resend-verification';
import { takeRedirectTarget } from '../../guards/redirect-target';
import { AuthCard } from './AuthCard';

/** A signed-in member without a code in the URL: resend the e-mail, or continue once verified. */
export function VerificationPending({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const navigate = useNavigate();
  const resend = useResendVerification(user.email);
  const [checking, setChecking] = useState(false);
  const [stillPending, setStillPending] = useState(false);

  // The link may have been opened in another tab or on a phone: ask the server before going on.
  const continueToAccount = async () => {
    setChecking(true);
    const refreshed = await actions.refreshSession().catch(() => null);
    setChecking(false);
    if (refreshed?.verified) navigate(takeRedirectTarget('/account'), { replace: true });
    else setStillPending(true);
  };

  return (
    <AuthCard
      title={VERIFICATION_MESSAGES.title}
      intro={user.verified ? undefined : ACCOUNT_FLOW_MESSAGES.verificationSentTo(user.email)}
    >
      {user.verified ? (
        <Callout intent="primary" icon="info-sign" role="status">
          {VERIFICATION_MESSAGES.alreadyVerified}
        </Callout>
      ) : (
        <VerificationStatusBanner
          verified={false}
          email={user.email}
          resendSecondsLeft={resend.secondsLeft}
          sending={resend.sending}
          onResend={() => void resend.resend()}
        />
      )}
      <div role="status" className="auth-card__status">
        {stillPending && !user.verified && (
          <Callout intent="warning" compact>
            {ACCOUNT_FLOW_MESSAGES.verificationPending}
          </Callout>
        )}
      </div>
      <Button
        intent="primary"
        size="large"
        fill
        text={VERIFICATION_MESSAGES.continueToAccount}
        loading={checking}
        onClick={() => void continueToAccount()}
      />
    </AuthCard>
  );
}
