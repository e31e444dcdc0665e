/** User-facing texts of profiles, onboarding fields and account settings (spec 000 §5, §8). */

export const PROFILE_VALIDATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  displayNameRequired: 'Display name is required',
  cityRequired: 'City is required',
  locationRequired: 'Location is required',
  imageRequired: 'Please select an image file',
  imageTooLarge: 'Image size should be less than 5MB',
} as const;

export const PROFILE_MESSAGES = {
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

/** Labels of the notification preference toggles in Settings. */
export const NOTIFICATION_PREFERENCE_LABELS = {
  notifyEmail: 'Email Notifications',
  notifyPush: 'Push Notifications',
  notifyMarketing: 'Marketing Communications',
} as const;
