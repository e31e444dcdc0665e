import { Button, Callout } from '@blueprintjs/core';
import { signInErrorMessage, useAccountActions, useAuth } from '@partilha/data';
import { AUTH_SCREEN_TEXTS as T, AUTH_SCREEN_TITLES, loginSchema, translateText } from '@partilha/domain';
import { useEffect, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { FormTextField } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { rememberRedirectTarget, takeRedirectTarget } from '../../guards/redirect-target';
import { AuthCard } from './AuthCard';
import { FormFailure } from './FormFailure';
import { ThirdPartySignInButton, thirdPartyFailureMessage } from './ThirdPartySignInButton';
import { useAuthSubmission } from './use-auth-submission';

/**
 * /auth/login, "Welcome Back" (spec 000 §2). After signing in: the saved target, else "/" (after
 * third-party sign-in, else /account). A signed-in visitor goes to /account.
 */
export function LoginPage() {
  const auth = useAuth();
  const actions = useAccountActions();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const submission = useAuthSubmission();
  // A page's first view (docs/adr/0018) links here with the page to come back to, as the app's
  // own Sign in saves it; any path sign-in may not return to is ignored.
  const from = new URLSearchParams(location.search).get('from');
  useEffect(() => {
    if (from) rememberRedirectTarget(from);
  }, [from]);

  if (submission.destination) return <Navigate to={submission.destination} replace />;
  if (auth.status === 'signedIn' && !submission.busy) return <Navigate to="/account" replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    void submission.run(async () => {
      await actions.signInWithPassword(values.email, values.password);
      return takeRedirectTarget('/');
    }, signInErrorMessage);
  };

  return (
    <AuthCard
      title={AUTH_SCREEN_TITLES.login}
      intro={T.loginIntro}
      footer={
        <>
          <Link to="/auth/forgot-password">{T.forgotPasswordLink}</Link>
          <span>
            {T.newToProduct} <Link to="/auth/signup">{T.createAccountLink}</Link>
          </span>
        </>
      }
    >
      {notice && (
        <Callout intent="success" icon="tick-circle" compact className="auth-card__notice">
          {translateText(notice)}
        </Callout>
      )}
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
        <FormTextField
          label={T.passwordLabel}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(value) => form.setValue('password', value)}
          errors={form.errors.password}
        />
        <Button type="submit" intent="primary" size="large" fill text={T.signInButton} loading={submission.busy} />
      </form>
      <ThirdPartySignInButton
        disabled={submission.busy}
        onSignIn={(signIn) =>
          void submission.run(
            () => signIn().then(() => takeRedirectTarget('/account')),
            (error) => thirdPartyFailureMessage(error, 'login'),
          )
        }
      />
    </AuthCard>
  );
}
