import { Button, Switch } from '@blueprintjs/core';
import { fieldErrorCode, useAccountActions, type SessionUser } from '@partilha/data';
import {
  ACCOUNT_FLOW_MESSAGES,
  AUTH_SCREEN_TEXTS,
  PROFILE_MESSAGES,
  PROFILE_VALIDATION_MESSAGES,
  SETTINGS_SCREEN_TEXTS,
  USER_FIELD_LIMITS,
} from '@partilha/domain';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../app/toaster';
import { FormTextField, type FormTextFieldProps } from '../../../forms/FormTextField';
import { useZodForm } from '../../../forms/use-zod-form';
import { FormFailure } from '../../auth/FormFailure';
import { profileFormSchema, type ProfileFormValues } from './profile-form-schema';

type TextFieldName = Exclude<keyof ProfileFormValues, 'showPhone'>;

/**
 * Name, location, phone and bio, saved together in one request: bad input saves nothing. The
 * session takes the saved record, so the page (and the header) update without a reload.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const actions = useAccountActions();
  const form = useZodForm(profileFormSchema, {
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    city: user.city,
    postalCode: user.postalCode,
    phoneNumber: user.phoneNumber,
    showPhone: user.showPhone,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values) return;
    setBusy(true);
    setFailure(null);
    try {
      await actions.updateOwnProfile(user.id, values);
      form.setValues(values);
      toast.success(PROFILE_MESSAGES.updated);
    } catch (error) {
      if (fieldErrorCode(error, 'postalCode'))
        form.setErrors({ postalCode: [PROFILE_VALIDATION_MESSAGES.postalCodeFormat] });
      setFailure(PROFILE_MESSAGES.updateFailed);
      toast.error(PROFILE_MESSAGES.updateFailed);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: TextFieldName, label: string, extra: Partial<FormTextFieldProps> = {}) => (
    <FormTextField
      label={label}
      value={form.values[name]}
      onChange={(value) => form.setValue(name, value)}
      errors={form.errors[name]}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormFailure message={failure} />
      {field('displayName', AUTH_SCREEN_TEXTS.displayNameLabel, {
        required: true,
        autoComplete: 'nickname',
        maxLength: USER_FIELD_LIMITS.name,
      })}
      <div className="form-row">
        {field('firstName', AUTH_SCREEN_TEXTS.firstNameLabel, {
          required: true,
          autoComplete: 'given-name',
          maxLength: USER_FIELD_LIMITS.name,
        })}
        {field('lastName', AUTH_SCREEN_TEXTS.lastNameLabel, {
          required: true,
          autoComplete: 'family-name',
          maxLength: USER_FIELD_LIMITS.name,
        })}
      </div>
      <div className="form-row">
        {field('city', AUTH_SCREEN_TEXTS.cityLabel, {
          required: true,
          autoComplete: 'address-level2',
          maxLength: USER_FIELD_LIMITS.location,
        })}
        {field('postalCode', SETTINGS_SCREEN_TEXTS.postalCodeLabel, {
          required: true,
          autoComplete: 'postal-code',
          placeholder: '1300-431',
          inputMode: 'numeric',
        })}
      </div>
      {field('phoneNumber', SETTINGS_SCREEN_TEXTS.phoneNumberLabel, {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: USER_FIELD_LIMITS.phoneNumber,
      })}
      <Switch
        checked={form.values.showPhone}
        label={ACCOUNT_FLOW_MESSAGES.showPhoneLabel}
        onChange={(event) => form.setValue('showPhone', event.currentTarget.checked)}
      />
      {field('bio', AUTH_SCREEN_TEXTS.bioLabel, { multiline: true, maxLength: USER_FIELD_LIMITS.bio })}
      <Button type="submit" intent="primary" text={SETTINGS_SCREEN_TEXTS.saveChanges} loading={busy} />
    </form>
  );
}
