import { PRODUCT_NAME } from '../app/product';
import { localized } from '../i18n/catalogue';

/** User-facing texts of the subscriptions admin page and the newsletter sign-up (spec 000 §2, §8). */
export const SUBSCRIPTION_MESSAGES_EN = {
  exported: 'Subscriptions exported successfully',
  exportFailed: 'Failed to export subscriptions',
  exportButton: 'Export CSV',
  title: 'Subscriptions',
  loading: 'Loading subscriptions',
  tryAgain: 'Try Again',
  total: 'Total:',
  subscriptionCount: (count: number) => (count === 1 ? 'subscription' : 'subscriptions'),
  signUps: 'Sign-ups',
  /** The table's headings; the CSV export keeps SUBSCRIPTION_COLUMNS, the same words in English. */
  columnEmail: 'Email',
  columnDateSubscribed: 'Date Subscribed',
  columnStatus: 'Status',
  statusActive: 'active',
  statusUnsubscribed: 'unsubscribed',
  newsletterLabel: `Get news from ${PRODUCT_NAME} by email`,
  newsletterPlaceholder: 'you@example.pt',
  subscribe: 'Subscribe',
} as const;

export const SUBSCRIPTION_MESSAGES = /* @__PURE__ */ localized('subscription', SUBSCRIPTION_MESSAGES_EN);
