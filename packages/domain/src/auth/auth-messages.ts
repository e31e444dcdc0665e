import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';

/**
 * Every user-facing text of sign-in, sign-up, onboarding, password reset, e-mail verification and
 * the preview gate (spec 000 §5, §8). Provider and hosted-backend names are left out on purpose
 * (DESIGN.md): third-party sign-in is "the third-party account".
 */

export const AUTH_VALIDATION_MESSAGES_EN = {
  invalidEmail: 'Invalid email address',
  passwordMin6: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  passwordMin8: 'Password must be at least 8 characters',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
} as const;
export const AUTH_VALIDATION_MESSAGES = /* @__PURE__ */ localized('auth.validation', AUTH_VALIDATION_MESSAGES_EN);

export const AUTH_ERRORS_EN = {
  signIn: 'Failed to sign in',
  signInForm: 'Failed to sign in. Please check your credentials and try again.',
  signUp: 'Failed to create an account',
  logout: 'Failed to log out',
  resetPassword: 'Failed to reset password',
  invalidResetLink: 'Invalid or expired password reset link',
  updateProfile: 'Failed to update profile',
  updateEmail: 'Failed to update email',
  updatePassword: 'Failed to update password',
  sendVerification: 'Failed to send verification email',
  verifyEmail: 'Failed to verify email',
  invalidVerificationCode: 'Invalid or expired verification code',
  noAuthenticatedUser: 'No authenticated user',
  noUserLoggedIn: 'No user logged in',
} as const;
export const AUTH_ERRORS = /* @__PURE__ */ localized('auth.errors', AUTH_ERRORS_EN);

export const THIRD_PARTY_SIGN_IN_ERRORS_EN = {
  popupClosed: 'Sign-in was cancelled. Please try again.',
  popupBlocked: 'Sign-in popup was blocked. Please allow popups for this site.',
  pending: 'Another sign-in attempt is in progress. Please wait.',
  network: 'Network error. Please check your connection and try again.',
  other: 'Failed to sign in with the third-party account. Please try again later.',
  form: 'Failed to sign in with the third-party account. Please try again.',
  signUpForm: 'Failed to sign in with the third-party account',
} as const;
export const THIRD_PARTY_SIGN_IN_ERRORS = /* @__PURE__ */ localized(
  'auth.thirdPartySignIn',
  THIRD_PARTY_SIGN_IN_ERRORS_EN,
);
export type ThirdPartySignInFailure = keyof typeof THIRD_PARTY_SIGN_IN_ERRORS;

export const SIGN_UP_ERRORS_EN = {
  emailInUse: 'An account with this email already exists',
  invalidEmail: 'Invalid email address',
  weakPassword: 'Password is too weak',
  network: 'Network error. Please check your connection and try again.',
  other: 'Failed to create an account. Please try again.',
} as const;
export const SIGN_UP_ERRORS = /* @__PURE__ */ localized('auth.signUp', SIGN_UP_ERRORS_EN);
export type SignUpFailure = keyof typeof SIGN_UP_ERRORS;

export const ONBOARDING_MESSAGES_EN = {
  title: 'Complete Your Profile',
  noAuthenticatedUser: 'No authenticated user found',
  failed: 'Failed to create profile. Please try again.',
  success: 'Profile created successfully!',
} as const;
export const ONBOARDING_MESSAGES = /* @__PURE__ */ localized('auth.onboarding', ONBOARDING_MESSAGES_EN);

export const FORGOT_PASSWORD_MESSAGES_EN = {
  title: 'Reset Password',
  sent: 'Password reset email sent! Check your inbox for further instructions.',
  /** Shown for an unknown address too, so the form does not reveal who has an account. */
  sentIfExists: 'If an account exists with this email, a password reset link has been sent.',
  invalidEmail: 'Invalid email address format',
  tooManyRequests: 'Too many requests. Please try again later.',
  failed: 'Failed to send password reset email. Please try again later.',
} as const;
export const FORGOT_PASSWORD_MESSAGES = /* @__PURE__ */ localized('auth.forgotPassword', FORGOT_PASSWORD_MESSAGES_EN);

export const RESET_PASSWORD_MESSAGES_EN = {
  missingCode: 'Invalid password reset link. Please request a new one.',
  expired: 'This password reset link has expired or is invalid. Please request a new one.',
  failed: 'Failed to reset password. The link may have expired.',
} as const;
export const RESET_PASSWORD_MESSAGES = /* @__PURE__ */ localized('auth.resetPassword', RESET_PASSWORD_MESSAGES_EN);

export const VERIFICATION_MESSAGES_EN = {
  title: 'Email Verification',
  failed: 'Failed to verify email. The link may be invalid or expired.',
  mustBeLoggedIn: 'You must be logged in to verify your email.',
  sendFailed: 'Failed to send verification email. Please try again later.',
  invalidLink: 'Invalid verification link. Please request a new verification email.',
  alreadyVerified: 'Your email is already verified',
  verified: 'Email verified',
  notVerified: 'Email not verified',
  continueToAccount: 'Continue to Account',
} as const;
export const VERIFICATION_MESSAGES = /* @__PURE__ */ localized('auth.verification', VERIFICATION_MESSAGES_EN);

export const AUTH_SCREEN_TITLES_EN = {
  login: 'Welcome Back',
  signup: 'Create an Account',
} as const;
export const AUTH_SCREEN_TITLES = /* @__PURE__ */ localized('auth.screenTitles', AUTH_SCREEN_TITLES_EN);

export const PREVIEW_GATE_MESSAGES_EN = {
  title: 'Development Preview',
  submit: 'Access Preview',
  verifying: 'Verifying...',
  invalid: 'Invalid password',
  invalidToast: 'Invalid password. Please try again.',
  welcome: `Welcome to ${PRODUCT_NAME}!`,
} as const;
export const PREVIEW_GATE_MESSAGES = /* @__PURE__ */ localized('auth.previewGate', PREVIEW_GATE_MESSAGES_EN);
