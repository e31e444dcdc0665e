import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';

/**
 * Texts of the account flows that the spec leaves unwritten (it says only that a message shows):
 * the reset success notice, the e-mail change steps, the verification hints, the newsletter and
 * the operator-only subscriptions page. Kept here so every surface says the same words.
 */
export const ACCOUNT_FLOW_MESSAGES_EN = {
  passwordResetDone: 'Your password has been reset. Redirecting you to sign in...',
  passwordResetSignIn: 'Your password has been reset. Please sign in with your new password.',
  verificationSentTo: (email: string) => `We sent a verification link to ${email}. Open it to verify your email.`,
  verificationPending: 'Your email is not verified yet. Open the link in the email we sent you, then continue.',
  emailVerifiedFor: (email: string) => `${email} is verified.`,
  emailChangeRequested: (email: string) =>
    `We sent a confirmation link to ${email}. Your email address changes when you open it.`,
  emailChangeUnavailable: 'This email address cannot be used. Please choose another one.',
  emailChangeSameAddress: 'This is already your email address.',
  emailChangeConfirmTitle: 'Confirm Email Change',
  emailChangePasswordHint: 'Enter your password to confirm the new email address.',
  emailChanged: 'Your email address has been changed. Please sign in with your new email.',
  passwordRequired: 'Password is required',
  wrongPassword: 'Incorrect password. Please try again.',
  invalidActionLink: 'This link is not valid. Please request a new email.',
  newsletterSubscribed: 'Thanks for subscribing!',
  newsletterFailed: 'Failed to subscribe. Please try again later.',
  subscriptionsNote: `Sign-ups are stored on the ${PRODUCT_NAME} server. Only operators can see this list.`,
  subscriptionsEmpty: 'No sign-ups yet',
  subscriptionsLoadFailed: 'Failed to load subscriptions',
  preferencesSaved: 'Notification preferences saved',
  phoneTooLong: (max: number) => `Phone number must be at most ${max} characters`,
  showPhoneLabel: 'Show my phone number on my public profile',
  devResetExplanation:
    'Password reset emails are real: request a reset link and open it from your inbox. In development, npm start prints the address of the local inbox that catches every email.',
} as const;

export const ACCOUNT_FLOW_MESSAGES = /* @__PURE__ */ localized('auth.accountFlow', ACCOUNT_FLOW_MESSAGES_EN);
