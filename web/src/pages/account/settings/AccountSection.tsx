import { Button, Tag } from '@blueprintjs/core';
import { useAccountActions, type SessionUser } from '@partilha/data';
import { formatMonthYear, PROFILE_MESSAGES, SETTINGS_SCREEN_TEXTS as T, VERIFICATION_MESSAGES } from '@partilha/domain';
import { resendLabel } from '@partilha/ui';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../../app/toaster';
import { useResendVerification } from '../../../auth/use-resend-verification';
import { forgetRedirectTarget } from '../../../guards/redirect-target';

/** Member since, e-mail verification status with resend, and Log Out (to the login page). */
export function AccountSection({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const navigate = useNavigate();
  const resend = useResendVerification(user.email);

  const logOut = () => {
    // Leave the account area first, so its login guard does not save it as the next target.
    navigate('/auth/login', { replace: true });
    forgetRedirectTarget();
    actions.signOut();
    toast.success(PROFILE_MESSAGES.loggedOut);
  };

  return (
    <>
      <dl className="settings-card__facts">
        <div>
          <dt>{T.memberSince}</dt>
          <dd>{formatMonthYear(user.created) || '—'}</dd>
        </div>
        <div>
          <dt>{T.emailVerification}</dt>
          <dd>
            {user.verified ? (
              <Tag intent="success" icon="tick-circle" minimal>
                {VERIFICATION_MESSAGES.verified}
              </Tag>
            ) : (
              <>
                <Tag intent="warning" minimal>
                  {VERIFICATION_MESSAGES.notVerified}
                </Tag>
                <Button
                  size="small"
                  text={resendLabel(resend.secondsLeft)}
                  disabled={resend.secondsLeft > 0}
                  loading={resend.sending}
                  onClick={() => void resend.resend()}
                />
              </>
            )}
          </dd>
        </div>
      </dl>
      <Button intent="danger" variant="outlined" icon="log-out" text={T.logOut} onClick={logOut} />
    </>
  );
}
