import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';

/**
 * The words of the sign-in, sign-up, reset, verification and preview screens that are not
 * messages: field labels, buttons, links and introductions (issue 19).
 */
export const AUTH_SCREEN_TEXTS_EN = {
  emailLabel: 'Email',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  newPasswordLabel: 'New password',
  confirmNewPasswordLabel: 'Confirm new password',
  passwordPolicyHint:
    'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.',
  loginIntro: 'Sign in to book, list and manage your account.',
  forgotPasswordLink: 'Forgot your password?',
  newToProduct: `New to ${PRODUCT_NAME}?`,
  createAccountLink: 'Create an account',
  signInButton: 'Sign In',
  signInLink: 'Sign in',
  signupIntro: 'Join your neighbours: offer your skills, rent out equipment, book what you need.',
  alreadyHaveAccount: 'Already have an account?',
  createAccountButton: 'Create Account',
  backToSignIn: 'Back to Sign In',
  requestNewResetLink: 'Request a new reset link',
  requestResetLink: 'Request a reset link',
  chooseNewPasswordFor: (email: string) => `Choose a new password for ${email}.`,
  chooseNewPassword: 'Choose a new password.',
  resetPasswordButton: 'Reset Password',
  forgotPasswordIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send Reset Link',
  onboardingIntro: 'Tell your neighbours who you are and where you are based.',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  displayNameLabel: 'Display name',
  displayNameHelp: 'Shown on your profile and listings.',
  bioLabel: 'Bio',
  bioHelp: 'Optional. A few words about you.',
  cityLabel: 'City',
  postalCodeLabel: 'Postal code',
  completeProfileButton: 'Complete Profile',
  verifyingEmail: 'Verifying your email…',
  backToSettings: 'Back to Settings',
  newEmailAddress: 'New email address:',
  confirmEmailChangeButton: 'Confirm Email Change',
  or: 'or',
  continueWith: (provider: string) => `Continue with ${provider}`,
  previewIntro: `${PRODUCT_NAME} is in a development preview. Enter the preview password to continue.`,
} as const;

export const AUTH_SCREEN_TEXTS = /* @__PURE__ */ localized('auth.screens', AUTH_SCREEN_TEXTS_EN);

/** The words of the account area's tabs and of the Settings page (issue 19). */
export const SETTINGS_SCREEN_TEXTS_EN = {
  accountSections: 'Account sections',
  dashboardTab: 'Dashboard',
  myListingsTab: 'My Listings',
  myBookingsTab: 'My Bookings',
  moderationTab: 'Moderation',
  settingsTab: 'Settings',
  title: 'Settings',
  profilePhotoCard: 'Profile photo',
  profileCard: 'Profile',
  passwordCard: 'Password',
  emailCard: 'Email',
  notificationsCard: 'Notifications',
  accountCard: 'Account',
  yourDataCard: 'Your data',
  deleteAccountCard: 'Delete account',
  postalCodeLabel: 'Postal Code',
  phoneNumberLabel: 'Phone number',
  saveChanges: 'Save Changes',
  currentPasswordLabel: 'Current password',
  changePassword: 'Change Password',
  deleteMyAccount: 'Delete My Account',
  deleteMyAccountPermanently: 'Delete My Account Permanently',
  downloadMyData: 'Download My Data',
  currentEmail: 'Current email',
  newEmailLabel: 'New email',
  changeEmail: 'Change Email',
  notifyEmailHint: 'Booking requests, status changes and messages by email.',
  notifyPushHint: `The same, as notifications while you use ${PRODUCT_NAME}.`,
  notifyMarketingHint: `News about ${PRODUCT_NAME} and tips for sharing.`,
  savePreferences: 'Save Preferences',
  memberSince: 'Member since',
  emailVerification: 'Email verification',
  logOut: 'Log Out',
} as const;

export const SETTINGS_SCREEN_TEXTS = /* @__PURE__ */ localized('account.settingsScreen', SETTINGS_SCREEN_TEXTS_EN);
