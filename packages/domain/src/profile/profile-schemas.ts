import { z } from 'zod';
import { POSTAL_CODE_FORMAT_MESSAGE, POSTAL_CODE_PATTERN, POSTAL_CODE_REQUIRED_MESSAGE } from './postal-code';
import { PROFILE_VALIDATION_MESSAGES } from './profile-messages';
import { USER_FIELD_LIMITS } from './user';

const requiredText = (message: string, max: number) => z.string().trim().min(1, message).max(max);

/** Onboarding, "Complete Your Profile" (spec 000 §5): names, optional bio, city, postal code. */
export const onboardingSchema = z.object({
  firstName: requiredText(PROFILE_VALIDATION_MESSAGES.firstNameRequired, USER_FIELD_LIMITS.name),
  lastName: requiredText(PROFILE_VALIDATION_MESSAGES.lastNameRequired, USER_FIELD_LIMITS.name),
  displayName: requiredText(PROFILE_VALIDATION_MESSAGES.displayNameRequired, USER_FIELD_LIMITS.name),
  bio: z.string().trim().max(USER_FIELD_LIMITS.bio).default(''),
  city: requiredText(PROFILE_VALIDATION_MESSAGES.cityRequired, USER_FIELD_LIMITS.location),
  postalCode: z.string().trim().regex(POSTAL_CODE_PATTERN, POSTAL_CODE_FORMAT_MESSAGE),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

/**
 * Account settings (spec 000 §5): city and postal code are both required to use the product;
 * an empty postal code gets the "required" message, a malformed one the format message.
 */
export const profileSettingsSchema = z.object({
  displayName: requiredText(PROFILE_VALIDATION_MESSAGES.displayNameRequired, USER_FIELD_LIMITS.name),
  city: requiredText(PROFILE_VALIDATION_MESSAGES.cityRequired, USER_FIELD_LIMITS.location),
  postalCode: z
    .string()
    .trim()
    .min(1, POSTAL_CODE_REQUIRED_MESSAGE)
    .refine((value) => value === '' || POSTAL_CODE_PATTERN.test(value), POSTAL_CODE_FORMAT_MESSAGE),
});
export type ProfileSettingsInput = z.infer<typeof profileSettingsSchema>;
