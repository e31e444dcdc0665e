/** Timings and minimums of the auth screens (spec 000 §9). */

/** The verification e-mail "Resend" button stays disabled this long, with a countdown. */
export const RESEND_VERIFICATION_COOLDOWN_SECONDS = 60;

/** After a successful password reset, the page goes to sign-in after this delay. */
export const RESET_REDIRECT_DELAY_MS = 3000;

/** After saving the profile the page reloads after this delay. */
export const PROFILE_RELOAD_DELAY_MS = 1000;

/** The preview gate shows "Verifying..." this long before it answers. */
export const PREVIEW_UNLOCK_DELAY_MS = 800;

/** Sign-in and sign-up accept 6 characters; a reset password needs 8 and four character kinds. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
export const RESET_PASSWORD_MIN_LENGTH = 8;

/** How long the link of an account-deletion e-mail works. */
export const ACCOUNT_DELETION_LINK_MINUTES = 60;
