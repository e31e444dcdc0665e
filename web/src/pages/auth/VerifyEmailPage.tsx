import { useAuth } from '@partilha/data';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullScreenSpinner } from '../../frame/FullScreenSpinner';
import { VerificationLinkResult } from './VerificationLinkResult';
import { VerificationPending } from './VerificationPending';

/**
 * /auth/verify-email, "Email Verification" (spec 000 §2). With ?oobCode (the link of the e-mail,
 * mode=verifyEmail) it applies the code, signed in or not. Without one it is the waiting room of a
 * signed-in member (Resend, Continue to Account); a visitor goes to /auth/login.
 */
export function VerifyEmailPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const mode = params.get('mode');

  if (code !== null || mode !== null) return <VerificationLinkResult code={code ?? ''} mode={mode} />;
  if (auth.status === 'loading') return <FullScreenSpinner />;
  if (auth.status === 'signedOut') return <Navigate to="/auth/login" replace />;
  return <VerificationPending user={auth.user} />;
}
