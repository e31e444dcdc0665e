import { ACCOUNT_FLOW_MESSAGES, onboardingSchema, profileSettingsSchema, USER_FIELD_LIMITS } from '@partilha/domain';
import type { FormSchema, Issue } from '../../../forms/use-zod-form';

export type ProfileFormValues = {
  displayName: string;
  firstName: string;
  lastName: string;
  bio: string;
  city: string;
  postalCode: string;
  phoneNumber: string;
  showPhone: boolean;
};

/** The same fields, trimmed: what is saved. */
export type ProfileFormOutput = ProfileFormValues;

const namesAndBio = onboardingSchema.pick({ firstName: true, lastName: true, bio: true });

/**
 * The Settings profile form, checked by the domain's rules: the settings schema for display name,
 * city and postal code ("Postal code is required to use the product" when empty), the onboarding
 * rules for first and last name and bio, and the stored phone length.
 */
export const profileFormSchema: FormSchema<ProfileFormOutput> = {
  safeParse(value: unknown) {
    const input = value as ProfileFormValues;
    const place = profileSettingsSchema.safeParse(input);
    const names = namesAndBio.safeParse(input);
    const phoneNumber = input.phoneNumber.trim();
    const issues: Issue[] = [
      ...(place.success ? [] : place.error.issues),
      ...(names.success ? [] : names.error.issues),
      ...(phoneNumber.length > USER_FIELD_LIMITS.phoneNumber
        ? [{ path: ['phoneNumber'], message: ACCOUNT_FLOW_MESSAGES.phoneTooLong(USER_FIELD_LIMITS.phoneNumber) }]
        : []),
    ];
    if (!place.success || !names.success || issues.length > 0) return { success: false, error: { issues } };
    return { success: true, data: { ...place.data, ...names.data, phoneNumber, showPhone: input.showPhone } };
  },
};
