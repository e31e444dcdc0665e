import { localized } from '../i18n/catalogue';

/**
 * Words of the site's frame that the server's first views draw (docs/adr/0018) where the app has
 * them inline or in another area's catalogue: the header (SiteHeader, PageFrame), Blueprint's
 * select icon and RatingStars. They must stay the app's words in both languages.
 */
export const FIRST_VIEW_MESSAGES_EN = {
  skipToContent: 'Skip to content',
  signIn: 'Sign in',
  account: 'Account',
  productHome: (product: string) => `${product} home`,
  openDropdown: 'Open dropdown',
  rated: (value: string, scale: number) => `Rated ${value} out of ${scale}`,
} as const;

export const FIRST_VIEW_MESSAGES = /* @__PURE__ */ localized('website.first-view', FIRST_VIEW_MESSAGES_EN);
