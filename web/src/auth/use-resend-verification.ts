import { sendVerificationErrorMessage, useAccountActions } from '@partilha/data';
import { ACCOUNT_FLOW_MESSAGES } from '@partilha/domain';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../app/toaster';
import { markVerificationSent, resendSecondsLeft } from './verification-cooldown';

/** The Resend button's state: seconds left of the cooldown, whether it is sending, and the action. */
export function useResendVerification(email: string) {
  const actions = useAccountActions();
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft(Date.now()));
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft(resendSecondsLeft(Date.now())), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const resend = useCallback(async () => {
    setSending(true);
    try {
      await actions.requestVerificationEmail(email);
      markVerificationSent(Date.now());
      setSecondsLeft(resendSecondsLeft(Date.now()));
      toast.success(ACCOUNT_FLOW_MESSAGES.verificationSentTo(email));
    } catch (error) {
      toast.error(sendVerificationErrorMessage(error));
    } finally {
      setSending(false);
    }
  }, [actions, email]);

  return { secondsLeft, sending, resend };
}
