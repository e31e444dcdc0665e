import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';

/**
 * The account e-mails PocketBase sends for `users` (verification, password reset, e-mail change,
 * new sign-in alert), written in the member's language (issue 19). The English words are those
 * of the collection's templates (pb_migrations/1763701100_auth_emails.js).
 */
export const ACCOUNT_MAIL_MESSAGES_EN = {
  greeting: 'Hello,',
  thanks: 'Thanks,',
  team: `The ${PRODUCT_NAME} team`,
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  verificationSubject: `Confirm your email address for ${PRODUCT_NAME}`,
  verificationIntro: `Welcome to ${PRODUCT_NAME}, your local community marketplace! Please confirm that this is your email address.`,
  verificationButton: 'Confirm my email',
  verificationIgnore: `If you didn't create a ${PRODUCT_NAME} account, you can ignore this email.`,
  resetSubject: `Reset your ${PRODUCT_NAME} password`,
  resetIntro: `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account. Choose a new one here:`,
  resetButton: 'Choose a new password',
  resetIgnore:
    "The link works for 30 minutes. If you didn't ask for it, you can ignore this email: your password stays the same.",
  emailChangeSubject: `Confirm your new email address for ${PRODUCT_NAME}`,
  emailChangeIntro: `You asked to use this address for your ${PRODUCT_NAME} account. Please confirm the change:`,
  emailChangeButton: 'Confirm my new email',
  emailChangeIgnore:
    "The link works for 30 minutes. If you didn't ask for this change, you can ignore this email: your account keeps its current address.",
  alertSubject: `New sign-in to your ${PRODUCT_NAME} account`,
  alertIntro: `Your ${PRODUCT_NAME} account was just used to sign in from a new device or place:`,
  alertWasYou: 'If this was you, there is nothing to do.',
  alertWasNotYou:
    "If this wasn't you, reset your password now from the sign-in page: that signs you out everywhere else.",
} as const;

export const ACCOUNT_MAIL_MESSAGES = /* @__PURE__ */ localized('auth.mail', ACCOUNT_MAIL_MESSAGES_EN);
