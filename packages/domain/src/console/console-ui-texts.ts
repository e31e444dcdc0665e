import { localized } from '../i18n/catalogue';

/**
 * Texts the console's screens say that the server never says (the server's words are in
 * `CONSOLE_MESSAGES`). Kept here so the console and its end-to-end tests read one copy.
 */
export const CONSOLE_UI_TEXTS_EN = {
  appTitle: 'Partilha Console',
  network: 'Could not reach the server. Please check the server address and your connection.',
  signInFailed: 'Failed to sign in. Please check your credentials and try again.',
  serverUrlInvalid: 'Please enter the server address as http:// or https:// followed by a host.',
  loadFailed: 'Could not load this page.',
  nothingFound: 'Nothing matches these filters.',
  actionFailed: 'The action could not be completed.',
} as const;
export const CONSOLE_UI_TEXTS = /* @__PURE__ */ localized('console.ui', CONSOLE_UI_TEXTS_EN);

/** How the console names each role. */
export const CONSOLE_ROLE_LABELS_EN = {
  user: 'Member',
  moderator: 'Moderator',
  operator: 'Operator',
} as const;
export const CONSOLE_ROLE_LABELS = /* @__PURE__ */ localized('console.roles', CONSOLE_ROLE_LABELS_EN);

/** How the console names a newsletter sign-up's status. */
export const SUBSCRIPTION_STATUS_LABELS_EN = {
  active: 'Active',
  unsubscribed: 'Unsubscribed',
} as const;
export const SUBSCRIPTION_STATUS_LABELS = /* @__PURE__ */ localized(
  'console.subscriptionStatus',
  SUBSCRIPTION_STATUS_LABELS_EN,
);

/** How the console names a listing's moderation status. */
export const LISTING_MODERATION_LABELS_EN = {
  active: 'Active',
  suspended: 'Suspended',
} as const;
export const LISTING_MODERATION_LABELS = /* @__PURE__ */ localized(
  'console.listingModeration',
  LISTING_MODERATION_LABELS_EN,
);
