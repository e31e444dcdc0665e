import { Button } from '@blueprintjs/core';
import { signUpErrorMessage, useAccountActions, useAuth } from '@partilha/data';
import { AUTH_SCREEN_TEXTS as T, AUTH_SCREEN_TITLES, signupSchema } from '@partilha/domain';
import type { FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { markVerificationSent } from '../../auth/verification-cooldown';
import { FormTextField } from '../../forms/FormTextField';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useZodForm } from '../../forms/use-zod-form';
import { takeRedirectTarget } from '../../guards/redirect-target';
import { AuthCard } from './AuthCard';
import { FormFailure } from './FormFailure';
import { ThirdPartySignInButton, thirdPartyFailureMessage } from './ThirdPartySignInButton';
import { useAuthSubmission } from './use-auth-submission';

/**
 * /auth/signup, "Create an Account" (spec 000 §2): the server sends the verification e-mail and
 * the new member goes to /auth/verify-email (the saved target waits until they are verified).
 */
export function SignupPage() {
  const auth = useAuth();
  const actions = useAccountActions();
  const form = useZodForm(signupSchema, { email: '', password: '', confirmPassword: '' });
  const submission = useAuthSubmission();

  if (submission.destination) return <Navigate to={submission.destination} replace />;
  if (auth.status === 'signedIn' && !submission.busy) return <Navigate to="/account" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    void submission.run(async () => {
      await actions.signUpWithPassword(values.email, values.password);
      // The server has just sent the verification e-mail: Resend waits out the cooldown from now.
      markVerificationSent(Date.now());
      return '/auth/verify-email';
    }, signUpErrorMessage);
  };

  return (
    <AuthCard
      title={AUTH_SCREEN_TITLES.signup}
      intro={T.signupIntro}
      footer={
        <span>
          {T.alreadyHaveAccount} <Link to="/auth/login">{T.signInLink}</Link>
        </span>
      }
    >
      <FormFailure message={submission.failure} />
      <form noValidate onSubmit={submit}>
        <FormTextField
          label={T.emailLabel}
          type="email"
          autoComplete="email"
          value={form.values.email}
          onChange={(value) => form.setValue('email', value)}
          errors={form.errors.email}
        />
        <NewPasswordFields form={form} label={T.passwordLabel} confirmLabel={T.confirmPasswordLabel} />
        <Button
          type="submit"
          intent="primary"
          size="large"
          fill
          text={T.createAccountButton}
          loading={submission.busy}
        />
      </form>
      <ThirdPartySignInButton
        disabled={submission.busy}
        onSignIn={(signIn) =>
          void submission.run(
            () => signIn().then(() => takeRedirectTarget('/account')),
            (error) => thirdPartyFailureMessage(error, 'signup'),
          )
        }
      />
    </AuthCard>
  );
}
