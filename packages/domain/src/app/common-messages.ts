import { localized } from '../i18n/catalogue';

/**
 * A few words of the website's frame that every page may draw (a form field's "(required)", a
 * placeholder page, a listing loading): a catalogue of their own, so a page that needs one does
 * not carry a whole area's catalogue (the landing page's JavaScript budget).
 */
export const COMMON_MESSAGES_EN = {
  requiredField: '(required)',
  loadingListing: 'Loading listing',
  comingSoon: 'Coming soon',
  stillBeingBuilt: 'This part of Partilha is still being built.',
  backToHome: 'Back to Home',
} as const;
export const COMMON_MESSAGES = /* @__PURE__ */ localized('app.common', COMMON_MESSAGES_EN);
