import { Button, Callout } from '@blueprintjs/core';
import { accountDeletionErrorMessage, useAccountActions, type SessionUser } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  ACCOUNT_SETTINGS_MESSAGES,
  AUTH_SCREEN_TEXTS,
  SETTINGS_SCREEN_TEXTS,
} from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { FormTextField } from '../../../forms/FormTextField';
import { FormFailure } from '../../auth/FormFailure';

/**
 * "Delete my account", step one: the password, then the server e-mails a one-time link; the
 * account is deleted only on the page that link opens (/account/delete).
 */
export function AccountDeletionForm({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFieldError(ACCOUNT_FLOW_MESSAGES.passwordRequired);
    setBusy(true);
    setFailure(null);
    try {
      await actions.requestAccountDeletion(password);
      setSent(true);
      setPassword('');
    } catch (error) {
      setFailure(accountDeletionErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="settings-card__fact">{ACCOUNT_SETTINGS_MESSAGES.deletionExplanation}</p>
      <FormFailure message={failure} />
      <div role="status">
        {sent && (
          <Callout intent="primary" icon="envelope" compact className="settings-card__notice">
            {ACCOUNT_SETTINGS_MESSAGES.deletionRequested(user.email)}
          </Callout>
        )}
      </div>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField
          label={AUTH_SCREEN_TEXTS.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            setFieldError(null);
          }}
          errors={fieldError ? [fieldError] : []}
        />
        <Button
          type="submit"
          intent="danger"
          variant="outlined"
          icon="trash"
          text={SETTINGS_SCREEN_TEXTS.deleteMyAccount}
          loading={busy}
        />
      </form>
    </>
  );
}
