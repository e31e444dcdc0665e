import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';
import { ACCOUNT_DELETION_LINK_MINUTES } from './auth-constants';

/**
 * Texts of the member's own account settings that the spec leaves unwritten (issue 17): changing
 * the password, downloading one's data and deleting the account. The server's answers and e-mails
 * use the same words.
 */

/** How a deleted member is shown wherever their bookings, messages and reviews remain. */
export const FORMER_MEMBER_NAME = 'Former member';

export const ACCOUNT_SETTINGS_MESSAGES_EN = {
  currentPasswordRequired: 'Current password is required',
  wrongCurrentPassword: 'Current password is incorrect',
  passwordChanged: 'Your password has been changed',
  passwordChangedMailSubject: `Your ${PRODUCT_NAME} password was changed`,
  passwordChangedMailBody: `Your password was changed. If this was you, there is nothing to do. If it was not, reset your password at once and check your ${PRODUCT_NAME} account.`,
  exportExplanation: 'A JSON file with your profile, listings, bookings, messages, reviews and notifications.',
  exportFailed: 'Failed to download your data. Please try again later.',
  deletionExplanation:
    'Your listings and personal details are removed and you can no longer sign in. Bookings and reviews stay for the other person, shown as "Former member".',
  deletionRequested: (email: string) =>
    `We sent a confirmation link to ${email}. Your account is deleted only when you open it (within ${ACCOUNT_DELETION_LINK_MINUTES} minutes).`,
  deletionActiveBookings:
    'You have bookings that are pending or still to come. Cancel or finish them before deleting your account.',
  deletionInvalidLink: 'This account deletion link is invalid or has expired. Please request a new one.',
  deletionNotYours: 'This account deletion link belongs to another account.',
  deletionFailed: 'Failed to delete your account. Please try again later.',
  deletionConfirmTitle: 'Delete Your Account',
  deletionConfirmHint:
    'This cannot be undone. Your bookings and reviews stay for the other person, shown as "Former member".',
  deletionDone: 'Your account has been deleted.',
  deletionMailSubject: `Confirm the deletion of your ${PRODUCT_NAME} account`,
  deletionMailBody: `Click on the button below to delete your ${PRODUCT_NAME} account. The link works for ${ACCOUNT_DELETION_LINK_MINUTES} minutes, once.`,
  deletionMailIgnore: "If you didn't ask to delete your account, please ignore this email and change your password.",
  deletionMailButton: 'Delete my account',
  /** FORMER_MEMBER_NAME as shown: the server stores the English words, the apps translate them. */
  formerMemberName: FORMER_MEMBER_NAME,
} as const;

export const ACCOUNT_SETTINGS_MESSAGES = /* @__PURE__ */ localized(
  'auth.accountSettings',
  ACCOUNT_SETTINGS_MESSAGES_EN,
);
