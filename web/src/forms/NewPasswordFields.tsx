import { AUTH_SCREEN_TEXTS } from '@partilha/domain';
import { FormTextField } from './FormTextField';
import type { FieldErrors } from './use-zod-form';

interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The part of a useZodForm these fields read and write. */
interface NewPasswordForm {
  values: NewPasswordValues;
  errors: FieldErrors<NewPasswordValues>;
  setValue: (name: keyof NewPasswordValues, value: string) => void;
}

/**
 * A new password and its confirmation, with the one password policy stated under the first field
 * (sign-up, reset and change all use it; the server enforces the same policy).
 */
export function NewPasswordFields({
  form,
  label = AUTH_SCREEN_TEXTS.newPasswordLabel,
  confirmLabel = AUTH_SCREEN_TEXTS.confirmNewPasswordLabel,
  showAllErrors = false,
}: {
  form: NewPasswordForm;
  label?: string;
  confirmLabel?: string;
  showAllErrors?: boolean;
}) {
  return (
    <>
      <FormTextField
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={AUTH_SCREEN_TEXTS.passwordPolicyHint}
        value={form.values.password}
        onChange={(value) => form.setValue('password', value)}
        errors={form.errors.password}
        showAllErrors={showAllErrors}
      />
      <FormTextField
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={(value) => form.setValue('confirmPassword', value)}
        errors={form.errors.confirmPassword}
      />
    </>
  );
}
