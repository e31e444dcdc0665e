import { z } from 'zod';
import {
  boolField,
  numberField,
  recordIdField,
  selectWithDefaultField,
  stringListField,
  textField,
  timestampField,
} from '../shared/record-fields';

export const USER_ROLES = ['user', 'moderator', 'operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'user';

/** Notification preferences start as e-mail on, push on, marketing off (spec 000 §2 Settings). */
export const DEFAULT_NOTIFICATION_PREFERENCES = {
  notifyEmail: true,
  notifyPush: true,
  notifyMarketing: false,
} as const;

/**
 * A `users` record (docs/data-model.md). Fields hidden from other viewers (email, phone,
 * preferences) may be absent and read as their defaults. `created` is the spec's memberSince.
 */
export const userSchema = z.object({
  id: recordIdField,
  email: textField,
  verified: boolField,
  emailVisibility: boolField,
  displayName: textField,
  firstName: textField,
  lastName: textField,
  // File name of the photo ('' when none): the spec's photoURL.
  avatar: textField,
  role: selectWithDefaultField(USER_ROLES, DEFAULT_USER_ROLE),
  verifiedProvider: boolField,
  address: textField,
  neighborhood: textField,
  city: textField,
  state: textField,
  postalCode: textField,
  /** The first four digits of postalCode: all others see (ADR 0012); postalCode is then empty. */
  postalArea: textField,
  latitude: numberField,
  longitude: numberField,
  phoneNumber: textField,
  showPhone: boolField,
  languages: stringListField,
  bio: textField,
  serviceCategories: stringListField,
  equipmentCategories: stringListField,
  ratingAsProvider: numberField,
  ratingAsClient: numberField,
  reviewsAsProvider: numberField,
  reviewsAsClient: numberField,
  totalCancellations: numberField,
  lateCancellations: numberField,
  endedBookings: numberField,
  cancellationsUpdated: timestampField,
  notifyEmail: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.notifyEmail),
  notifyPush: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.notifyPush),
  notifyMarketing: z.boolean().default(DEFAULT_NOTIFICATION_PREFERENCES.notifyMarketing),
  created: timestampField,
  updated: timestampField,
});
export type User = z.infer<typeof userSchema>;

/** Limits of the stored text fields. */
export const USER_FIELD_LIMITS = {
  name: 80,
  location: 120,
  phoneNumber: 30,
  bio: 1000,
} as const;
