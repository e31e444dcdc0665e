import { DASHBOARD_MESSAGES } from '@partilha/domain';
import { Callout } from '@blueprintjs/core';
import { RouterButton } from '../../../frame/RouterButton';

/**
 * The dashboard's nudge for an unverified member (spec 000 §2 Dashboard). The account area's guard
 * normally catches them first; this covers a session that turns stale while the page is open.
 */
export function EmailVerificationPrompt({ email }: { email: string }) {
  return (
    <Callout intent="warning" icon="envelope" className="dashboard__verify">
      <strong className="callout-heading">{DASHBOARD_MESSAGES.verifyTitle}</strong>
      <p>{DASHBOARD_MESSAGES.verifyText(email)}</p>
      <RouterButton to="/auth/verify-email" intent="warning" variant="outlined" text={DASHBOARD_MESSAGES.verifyEmail} />
    </Callout>
  );
}
