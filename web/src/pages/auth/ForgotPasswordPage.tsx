import { Button, Callout } from '@blueprintjs/core';
import { forgotPasswordErrorMessage, useAccountActions } from '@partilha/data';
import { AUTH_SCREEN_TEXTS as T, FORGOT_PASSWORD_MESSAGES, isValidEmail } from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { FormTextField } from '../../forms/FormTextField';
import { AuthCard } from './AuthCard';
import { FormFailure } from './FormFailure';
import { useAuthSubmission } from './use-auth-submission';

/**
 * /auth/forgot-password, "Reset Password". PocketBase answers alike for known and unknown
 * addresses, so the page always gives the "If an account exists…" answer and reveals nobody.
 */
export function ForgotPasswordPage() {
  const actions = useAccountActions();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const submission = useAuthSubmission();
  const sent = submission.destination !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setEmailError(FORGOT_PASSWORD_MESSAGES.invalidEmail);
      return;
    }
    void submission.run(async () => {
      await actions.requestPasswordReset(email);
      return 'sent';
    }, forgotPasswordErrorMessage);
  };

  return (
    <AuthCard
      title={FORGOT_PASSWORD_MESSAGES.title}
      intro={T.forgotPasswordIntro}
      footer={<Link to="/auth/login">{T.backToSignIn}</Link>}
    >
      <FormFailure message={submission.failure} />
      {sent ? (
        <Callout intent="success" icon="envelope" role="status">
          {FORGOT_PASSWORD_MESSAGES.sentIfExists}
        </Callout>
      ) : (
        <form noValidate onSubmit={submit}>
          <FormTextField
            label={T.emailLabel}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setEmailError(null);
            }}
            errors={emailError ? [emailError] : []}
          />
          <Button type="submit" intent="primary" size="large" fill text={T.sendResetLink} loading={submission.busy} />
        </form>
      )}
    </AuthCard>
  );
}
