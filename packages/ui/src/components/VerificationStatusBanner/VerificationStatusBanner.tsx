import { Button, Callout } from '@blueprintjs/core';
import { PROFILE_SCREEN_TEXTS, VERIFICATION_MESSAGES } from '@partilha/domain';
import { cls } from '../../classes';

export interface VerificationStatusBannerProps {
  verified: boolean;
  /** The address the verification e-mail goes to. */
  email?: string;
  /** Seconds until Resend may be used again (the 60-second cooldown); 0 when it may. */
  resendSecondsLeft?: number;
  sending?: boolean;
  /** Without it the banner only tells the status. */
  onResend?: () => void;
  className?: string;
}

/** The label of the resend button: "Resend in 42s" during the cooldown. */
export function resendLabel(secondsLeft: number): string {
  return secondsLeft > 0 ? PROFILE_SCREEN_TEXTS.resendIn(secondsLeft) : PROFILE_SCREEN_TEXTS.resendVerification;
}

/**
 * "Email verified" or "Email not verified" with a resend button that counts down (spec 000 §2, §4).
 * The status is bold text, not a heading, so it fits under any page heading.
 */
export function VerificationStatusBanner({
  verified,
  email,
  resendSecondsLeft = 0,
  sending = false,
  onResend,
  className,
}: VerificationStatusBannerProps) {
  const rootClass = [cls('verification-banner'), className].filter(Boolean).join(' ');
  if (verified) {
    return (
      <Callout intent="success" icon="tick-circle" compact className={rootClass}>
        <div className={cls('verification-banner-body')}>
          <strong>{VERIFICATION_MESSAGES.verified}</strong>
          {email && <span className={cls('verification-banner-email')}>{email}</span>}
        </div>
      </Callout>
    );
  }
  return (
    <Callout intent="warning" icon="envelope" compact className={rootClass}>
      <div className={cls('verification-banner-body')}>
        <strong>{VERIFICATION_MESSAGES.notVerified}</strong>
        {email && <span className={cls('verification-banner-email')}>{email}</span>}
        {onResend && (
          <Button
            size="small"
            variant="outlined"
            intent="warning"
            text={resendLabel(resendSecondsLeft)}
            loading={sending}
            disabled={resendSecondsLeft > 0}
            onClick={onResend}
          />
        )}
      </div>
    </Callout>
  );
}
