import { Button, Callout } from '@blueprintjs/core';
import { emailChangeConfirmErrorMessage, readEmailLinkToken, useAccountActions } from '@partilha/data';
import { ACCOUNT_FLOW_MESSAGES, AUTH_ERRORS, AUTH_SCREEN_TEXTS as T } from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormTextField } from '../../forms/FormTextField';
import { AuthCard } from './AuthCard';
import { FormFailure } from './FormFailure';
import { useAuthSubmission } from './use-auth-submission';

/**
 * The link of an e-mail change: PocketBase asks for the account's password before it switches the
 * address, then ends the old session, so the member signs in again with the new address.
 */
export function ConfirmEmailChange({ code }: { code: string }) {
  const actions = useAccountActions();
  const token = readEmailLinkToken(code);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const submission = useAuthSubmission();
  const done = submission.destination !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(ACCOUNT_FLOW_MESSAGES.passwordRequired);
      return;
    }
    void submission.run(async () => {
      await actions.confirmEmailChange(code, password);
      return '/auth/login';
    }, emailChangeConfirmErrorMessage);
  };

  if (!token || token.expired) {
    return (
      <AuthCard title={ACCOUNT_FLOW_MESSAGES.emailChangeConfirmTitle}>
        <Callout intent="danger" icon="error" role="alert">
          {AUTH_ERRORS.invalidVerificationCode}
        </Callout>
        <p className="auth-card__next">
          <Link to="/account/settings">{T.backToSettings}</Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={ACCOUNT_FLOW_MESSAGES.emailChangeConfirmTitle}
      intro={
        token.newEmail ? (
          <>
            {T.newEmailAddress} <strong>{token.newEmail}</strong>
          </>
        ) : undefined
      }
    >
      <FormFailure message={submission.failure} />
      {done ? (
        <>
          <Callout intent="success" icon="tick-circle" role="status">
            {ACCOUNT_FLOW_MESSAGES.emailChanged}
          </Callout>
          <p className="auth-card__next">
            <Link to="/auth/login">{T.signInLink}</Link>
          </p>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          <FormTextField
            label={T.passwordLabel}
            type="password"
            autoComplete="current-password"
            helperText={ACCOUNT_FLOW_MESSAGES.emailChangePasswordHint}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(null);
            }}
            errors={passwordError ? [passwordError] : []}
          />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            text={T.confirmEmailChangeButton}
            loading={submission.busy}
          />
        </form>
      )}
    </AuthCard>
  );
}
