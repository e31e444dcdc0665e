import { Callout } from '@blueprintjs/core';
import { RouterButton } from '../../../frame/RouterButton';

/**
 * The dashboard's nudge for an unverified member (spec 000 §2 Dashboard). The account area's guard
 * normally catches them first; this covers a session that turns stale while the page is open.
 */
export function EmailVerificationPrompt({ email }: { email: string }) {
  return (
    <Callout intent="warning" icon="envelope" className="dashboard__verify">
      <strong className="callout-heading">Verify your email address</strong>
      <p>Open the link we sent to {email} to confirm it is yours. Until then, parts of your account stay locked.</p>
      <RouterButton to="/auth/verify-email" intent="warning" variant="outlined" text="Verify Email" />
    </Callout>
  );
}
