import { Button, Callout } from '@blueprintjs/core';
import { emailChangeRequestErrorMessage, useAccountActions, type SessionUser } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  AUTH_VALIDATION_MESSAGES,
  isValidEmail,
  SETTINGS_SCREEN_TEXTS as T,
} from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { FormTextField } from '../../../forms/FormTextField';
import { FormFailure } from '../../auth/FormFailure';

/**
 * Changing the e-mail goes through PocketBase's confirm-by-e-mail flow: the address changes only
 * when the link sent to the new address is opened (at /auth/action).
 */
export function EmailChangeForm({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const [newEmail, setNewEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    if (!isValidEmail(address)) return setFieldError(AUTH_VALIDATION_MESSAGES.invalidEmail);
    if (address.toLowerCase() === user.email.toLowerCase())
      return setFieldError(ACCOUNT_FLOW_MESSAGES.emailChangeSameAddress);
    setBusy(true);
    setFailure(null);
    try {
      await actions.requestEmailChange(address);
      setSentTo(address);
      setNewEmail('');
    } catch (error) {
      setFailure(emailChangeRequestErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="settings-card__fact">
        <span className="settings-card__label">{T.currentEmail}</span> <span>{user.email}</span>
      </p>
      <FormFailure message={failure} />
      <div role="status">
        {sentTo && (
          <Callout intent="primary" icon="envelope" compact className="settings-card__notice">
            {ACCOUNT_FLOW_MESSAGES.emailChangeRequested(sentTo)}
          </Callout>
        )}
      </div>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormTextField
          label={T.newEmailLabel}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(value) => {
            setNewEmail(value);
            setFieldError(null);
          }}
          errors={fieldError ? [fieldError] : []}
        />
        <Button type="submit" text={T.changeEmail} loading={busy} />
      </form>
    </>
  );
}
