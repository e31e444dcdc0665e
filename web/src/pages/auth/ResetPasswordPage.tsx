import { Button, Callout } from '@blueprintjs/core';
import { readEmailLinkToken, resetPasswordErrorMessage, useAccountActions } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  AUTH_SCREEN_TEXTS as T,
  FORGOT_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  RESET_REDIRECT_DELAY_MS,
  resetPasswordSchema,
} from '@partilha/domain';
import { useEffect, useMemo, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { NewPasswordFields } from '../../forms/NewPasswordFields';
import { useZodForm } from '../../forms/use-zod-form';
import { AuthCard } from './AuthCard';
import { FormFailure } from './FormFailure';
import { useAuthSubmission } from './use-auth-submission';

function BrokenLink({ message }: { message: string }) {
  return (
    <AuthCard title={FORGOT_PASSWORD_MESSAGES.title} footer={<Link to="/auth/login">{T.backToSignIn}</Link>}>
      <Callout intent="danger" icon="error" role="alert">
        {message}
      </Callout>
      <p className="auth-card__next">
        <Link to="/auth/forgot-password">{T.requestNewResetLink}</Link>
      </p>
    </AuthCard>
  );
}

/**
 * /auth/reset-password?oobCode=… (the link of the reset e-mail): the 8-character policy with its
 * messages, then success and, after 3 seconds, the login page with a message (spec 000 §2, §4).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const token = useMemo(() => (code ? readEmailLinkToken(code) : null), [code]);
  const actions = useAccountActions();
  const navigate = useNavigate();
  const form = useZodForm(resetPasswordSchema, { password: '', confirmPassword: '' });
  const submission = useAuthSubmission();
  const done = submission.destination !== null;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => navigate('/auth/login', { replace: true, state: { notice: ACCOUNT_FLOW_MESSAGES.passwordResetSignIn } }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  if (!code) return <BrokenLink message={RESET_PASSWORD_MESSAGES.missingCode} />;
  if (!token || token.expired) return <BrokenLink message={RESET_PASSWORD_MESSAGES.expired} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    void submission.run(async () => {
      await actions.confirmPasswordReset(code, values.password);
      return '/auth/login';
    }, resetPasswordErrorMessage);
  };

  return (
    <AuthCard
      title={FORGOT_PASSWORD_MESSAGES.title}
      intro={token.email ? T.chooseNewPasswordFor(token.email) : T.chooseNewPassword}
      footer={<Link to="/auth/login">{T.backToSignIn}</Link>}
    >
      <FormFailure message={submission.failure} />
      {done ? (
        <Callout intent="success" icon="tick-circle" role="status">
          {ACCOUNT_FLOW_MESSAGES.passwordResetDone}
        </Callout>
      ) : (
        <form noValidate onSubmit={submit}>
          <NewPasswordFields form={form} showAllErrors />
          <Button
            type="submit"
            intent="primary"
            size="large"
            fill
            text={T.resetPasswordButton}
            loading={submission.busy}
          />
        </form>
      )}
    </AuthCard>
  );
}
