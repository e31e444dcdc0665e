import { Button } from '@blueprintjs/core';
import { passwordChangeErrorMessage, useAccountActions } from '@partilha/data';
import { ACCOUNT_SETTINGS_MESSAGES, changePasswordSchema, SETTINGS_SCREEN_TEXTS as T } from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../app/toaster';
import { FormTextField } from '../../../forms/FormTextField';
import { NewPasswordFields } from '../../../forms/NewPasswordFields';
import { useZodForm } from '../../../forms/use-zod-form';
import { FormFailure } from '../../auth/FormFailure';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change the password with the current one, under the one password policy. The server checks
 * both and e-mails the member; this tab signs in again with the new password, other devices are
 * signed out.
 */
export function PasswordChangeForm() {
  const actions = useAccountActions();
  const form = useZodForm(changePasswordSchema, EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    setFailure(null);
    try {
      await actions.changePassword(values.currentPassword, values.password);
      form.setValues(EMPTY);
      toast.success(ACCOUNT_SETTINGS_MESSAGES.passwordChanged);
    } catch (error) {
      setFailure(passwordChangeErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormFailure message={failure} />
      <FormTextField
        label={T.currentPasswordLabel}
        type="password"
        autoComplete="current-password"
        value={form.values.currentPassword}
        onChange={(value) => form.setValue('currentPassword', value)}
        errors={form.errors.currentPassword}
      />
      <NewPasswordFields form={form} />
      <Button type="submit" text={T.changePassword} loading={busy} />
    </form>
  );
}
