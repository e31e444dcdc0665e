import { localized } from '../i18n/catalogue';

/** The product's name, used in the page frame, welcome toasts and e-mails. */
export const PRODUCT_NAME = 'Partilha';

export const PRODUCT_TEXTS_EN = {
  tagline: 'A sustainable sharing economy, made in Portugal',
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}. All rights reserved.`,
} as const;
/** The product's own lines in the active language: `PRODUCT_TEXTS.tagline` wherever it is drawn. */
export const PRODUCT_TEXTS = /* @__PURE__ */ localized('app.product', PRODUCT_TEXTS_EN);

/**
 * The tagline in English only, for callers that have not moved to `PRODUCT_TEXTS.tagline` yet;
 * a constant cannot follow the active language.
 */
export const PRODUCT_TAGLINE = PRODUCT_TEXTS_EN.tagline;

export const FOOTER_LABELS_EN = {
  verifiedPlatform: 'Verified Platform',
  madeInPortugal: 'Made in Portugal',
  browseServices: 'Browse Services',
  findEquipment: 'Find Equipment',
} as const;
export const FOOTER_LABELS = /* @__PURE__ */ localized('app.footer', FOOTER_LABELS_EN);

/** The footer's copyright line; the year is a parameter because domain code never reads the clock. */
export function copyrightLine(year: number): string {
  return PRODUCT_TEXTS.copyright(year);
}

/**
 * The landing page's opening: the website's hero and the first view the server sends with /home
 * before the app's code has run (docs/adr/0018), so both read the same words.
 */
export const LANDING_HERO_EN = {
  title: 'Share skills and equipment with your neighbours',
  lead: 'Partilha is a local community marketplace made in Portugal: offer your time by the hour, rent out tools and gear by the day, and find what you need close to home.',
  searchLabel: 'Search services and equipment',
  createAccount: 'Create Account',
  signIn: 'Sign In',
  categoriesTitle: 'Browse by category',
} as const;
export const LANDING_HERO = /* @__PURE__ */ localized('app.landingHero', LANDING_HERO_EN);

/**
 * The cookie the website sets while someone is signed in on the browser, for the server's first
 * view of a page (docs/adr/0018): a hint, never a credential.
 */
export const SIGNED_IN_HINT_COOKIE = 'partilha_signed_in';
