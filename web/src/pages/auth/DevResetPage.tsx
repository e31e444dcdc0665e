import { ACCOUNT_FLOW_MESSAGES, AUTH_SCREEN_TEXTS as T, FORGOT_PASSWORD_MESSAGES } from '@partilha/domain';
import { Link, Navigate } from 'react-router-dom';
import { RouterButton } from '../../frame/RouterButton';
import { AuthCard } from './AuthCard';

/**
 * /auth/dev-reset. The original generated fake "test-" reset links; ours are real e-mails caught
 * by the local inbox in development, so this page only says where to find them. A production
 * build has no such inbox and sends visitors to the real reset page.
 */
export function DevResetPage() {
  if (import.meta.env.PROD) return <Navigate to="/auth/forgot-password" replace />;
  return (
    <AuthCard title={FORGOT_PASSWORD_MESSAGES.title} footer={<Link to="/auth/login">{T.backToSignIn}</Link>}>
      <p>{ACCOUNT_FLOW_MESSAGES.devResetExplanation}</p>
      <RouterButton to="/auth/forgot-password" intent="primary" size="large" fill text={T.requestResetLink} />
    </AuthCard>
  );
}
