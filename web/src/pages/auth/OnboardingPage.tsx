import { Button } from '@blueprintjs/core';
import { fieldErrorCode, useAccountActions, useAuth, type SessionUser } from '@partilha/data';
import {
  AUTH_SCREEN_TEXTS as T,
  ONBOARDING_MESSAGES,
  onboardingSchema,
  PROFILE_VALIDATION_MESSAGES,
} from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from '../../app/toaster';
import { FormTextField, type FormTextFieldProps } from '../../forms/FormTextField';
import { useZodForm } from '../../forms/use-zod-form';
import { AuthCard } from './AuthCard';
import { FormFailure } from './FormFailure';

/**
 * "Complete Your Profile" (spec 000 §2, §5): names, optional bio, city and postal code, saved in one
 * request, then on to where the member was going (the profile-completeness guard says where),
 * else /account.
 */
export function OnboardingPage() {
  const auth = useAuth();
  if (auth.status !== 'signedIn') return <Navigate to="/auth/login" replace />;
  return <OnboardingForm user={auth.user} />;
}

function OnboardingForm({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const location = useLocation();
  const from = (location.state as { from?: { pathname?: string } } | null)?.from?.pathname;
  const form = useZodForm(onboardingSchema, {
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName,
    bio: user.bio,
    city: user.city,
    postalCode: user.postalCode,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) return <Navigate to={from && from.startsWith('/') ? from : '/account'} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    setFailure(null);
    try {
      await actions.updateOwnProfile(user.id, values);
      toast.success(ONBOARDING_MESSAGES.success);
      setDone(true);
    } catch (error) {
      if (fieldErrorCode(error, 'postalCode'))
        form.setErrors({ postalCode: [PROFILE_VALIDATION_MESSAGES.postalCodeFormat] });
      setFailure(ONBOARDING_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof form.values, label: string, extra: Partial<FormTextFieldProps> = {}) => (
    <FormTextField
      label={label}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      errors={form.errors[name]}
      {...extra}
    />
  );

  return (
    <AuthCard title={ONBOARDING_MESSAGES.title} intro={T.onboardingIntro}>
      <FormFailure message={failure} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="form-row">
          {field('firstName', T.firstNameLabel, { autoComplete: 'given-name', required: true })}
          {field('lastName', T.lastNameLabel, { autoComplete: 'family-name', required: true })}
        </div>
        {field('displayName', T.displayNameLabel, {
          autoComplete: 'nickname',
          required: true,
          helperText: T.displayNameHelp,
        })}
        {field('bio', T.bioLabel, { multiline: true, helperText: T.bioHelp })}
        <div className="form-row">
          {field('city', T.cityLabel, { autoComplete: 'address-level2', required: true })}
          {field('postalCode', T.postalCodeLabel, {
            autoComplete: 'postal-code',
            required: true,
            placeholder: '1300-431',
            inputMode: 'numeric',
          })}
        </div>
        <Button type="submit" intent="primary" size="large" fill text={T.completeProfileButton} loading={busy} />
      </form>
    </AuthCard>
  );
}
