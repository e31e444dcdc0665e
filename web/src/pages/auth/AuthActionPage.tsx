import { Callout } from '@blueprintjs/core';
import { ACCOUNT_FLOW_MESSAGES, AUTH_SCREEN_TEXTS as T, VERIFICATION_MESSAGES } from '@partilha/domain';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { AuthCard } from './AuthCard';
import { ConfirmEmailChange } from './ConfirmEmailChange';

/**
 * /auth/action?mode=…&oobCode=…: one address for every e-mail link. Verification and reset links
 * go on to their pages; an e-mail change is confirmed here.
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode') ?? '';

  if (mode === 'verifyEmail') return <Navigate to={`/auth/verify-email?${params}`} replace />;
  if (mode === 'resetPassword') return <Navigate to={`/auth/reset-password?${params}`} replace />;
  if (mode === 'confirmEmailChange' && code) return <ConfirmEmailChange code={code} />;
  return (
    <AuthCard title={VERIFICATION_MESSAGES.title}>
      <Callout intent="danger" icon="error" role="alert">
        {ACCOUNT_FLOW_MESSAGES.invalidActionLink}
      </Callout>
      <p className="auth-card__next">
        <Link to="/auth/login">{T.signInLink}</Link>
      </p>
    </AuthCard>
  );
}
