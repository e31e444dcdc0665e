import { localized } from '../i18n/catalogue';
import { POSTAL_CODE_FORMAT_MESSAGE, POSTAL_CODE_REQUIRED_MESSAGE } from './postal-code';

/** User-facing texts of profiles, onboarding fields and account settings (spec 000 §5, §8). */

export const PROFILE_VALIDATION_MESSAGES_EN = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  displayNameRequired: 'Display name is required',
  cityRequired: 'City is required',
  locationRequired: 'Location is required',
  imageRequired: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
  /** POSTAL_CODE_FORMAT_MESSAGE and POSTAL_CODE_REQUIRED_MESSAGE, in the active language. */
  postalCodeFormat: POSTAL_CODE_FORMAT_MESSAGE,
  postalCodeRequired: POSTAL_CODE_REQUIRED_MESSAGE,
} as const;

export const PROFILE_VALIDATION_MESSAGES = /* @__PURE__ */ localized(
  'profile.validation',
  PROFILE_VALIDATION_MESSAGES_EN,
);

export const PROFILE_MESSAGES_EN = {
  loadFailed: 'Failed to load user profile',
  created: 'Profile created successfully',
  createFailed: 'Failed to create profile',
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  photoUpdated: 'Profile photo updated successfully',
  photoUpdateFailed: 'Failed to update profile photo',
  loggedOut: 'Logged out successfully',
  logoutFailed: 'Failed to log out',
  userIdMissing: 'User ID not provided',
  userNotFound: 'User not found',
  notFoundTitle: 'Profile Not Found',
  verifiedProvider: 'Verified Provider',
  noActiveListings: 'No active listings',
  activeListings: 'Active Listings',
  noRecentActivity: 'No recent activity to display',
} as const;

export const PROFILE_MESSAGES = /* @__PURE__ */ localized('profile', PROFILE_MESSAGES_EN);

/** Labels of the notification preference toggles in Settings. */
export const NOTIFICATION_PREFERENCE_LABELS_EN = {
  notifyEmail: 'Email Notifications',
  notifyPush: 'Push Notifications',
  notifyMarketing: 'Marketing Communications',
} as const;

export const NOTIFICATION_PREFERENCE_LABELS = /* @__PURE__ */ localized(
  'profile.notificationPreferences',
  NOTIFICATION_PREFERENCE_LABELS_EN,
);

/** The words of a public profile and of the profile components (photo, header, details). */
export const PROFILE_SCREEN_TEXTS_EN = {
  loadingProfile: 'Loading profile',
  backToHome: 'Back to Home',
  tryAgain: 'Try Again',
  noImage: 'No image',
  listingsTab: (count: number) => `Listings (${count})`,
  reviewsTab: (count: number) => `Reviews (${count})`,
  about: 'About',
  phone: 'Phone',
  languages: 'Languages',
  services: 'Services',
  equipment: 'Equipment',
  asProvider: 'As a provider',
  asClient: 'As a client',
  location: 'Location',
  memberSince: 'Member since',
  profilePhoto: 'Profile photo',
  profilePhotoFile: 'Profile photo file',
  changePhoto: 'Change photo',
  photoUploadProgress: 'Photo upload progress',
  resendIn: (seconds: number) => `Resend in ${seconds}s`,
  resendVerification: 'Resend verification email',
} as const;

export const PROFILE_SCREEN_TEXTS = /* @__PURE__ */ localized('profile.screen', PROFILE_SCREEN_TEXTS_EN);
