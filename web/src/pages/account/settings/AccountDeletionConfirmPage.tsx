import { Button, Callout, Card } from '@blueprintjs/core';
import { accountDeletionErrorMessage, useAccountActions } from '@partilha/data';
import { ACCOUNT_SETTINGS_MESSAGES, AUTH_SCREEN_TEXTS, SETTINGS_SCREEN_TEXTS } from '@partilha/domain';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../../app/toaster';
import { useDocumentTitle } from '../../../frame/use-document-title';
import { forgetRedirectTarget } from '../../../guards/redirect-target';
import { FormFailure } from '../../auth/FormFailure';

/**
 * /account/delete?token=…, opened from the deletion e-mail while signed in: one last confirmation,
 * then the server deletes the account and this tab signs out.
 */
export function AccountDeletionConfirmPage() {
  useDocumentTitle(ACCOUNT_SETTINGS_MESSAGES.deletionConfirmTitle);
  const actions = useAccountActions();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await actions.confirmAccountDeletion(token);
    } catch (error) {
      setFailure(accountDeletionErrorMessage(error));
      setBusy(false);
      return;
    }
    // Leave the account area first, so its login guard does not save it as the next target.
    navigate('/home', { replace: true });
    forgetRedirectTarget();
    actions.signOut();
    toast.success(ACCOUNT_SETTINGS_MESSAGES.deletionDone);
  };

  return (
    <section aria-labelledby="delete-account-title" className="settings settings--narrow">
      <h1 id="delete-account-title" className="page__title">
        {ACCOUNT_SETTINGS_MESSAGES.deletionConfirmTitle}
      </h1>
      <Card className="settings-card">
        {token ? (
          <>
            <Callout intent="warning" icon="warning-sign" className="settings-card__notice">
              {ACCOUNT_SETTINGS_MESSAGES.deletionConfirmHint}
            </Callout>
            <FormFailure message={failure} />
            <Button
              intent="danger"
              icon="trash"
              text={SETTINGS_SCREEN_TEXTS.deleteMyAccountPermanently}
              loading={busy}
              onClick={() => void confirm()}
            />
          </>
        ) : (
          <Callout intent="danger" icon="error" role="alert">
            {ACCOUNT_SETTINGS_MESSAGES.deletionInvalidLink}
          </Callout>
        )}
        <p className="settings-card__next">
          <Link to="/account/settings">{AUTH_SCREEN_TEXTS.backToSettings}</Link>
        </p>
      </Card>
    </section>
  );
}
