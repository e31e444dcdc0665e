/** The product's name, used in the page frame, welcome toasts and e-mails. */
export const PRODUCT_NAME = 'Partilha';

export const PRODUCT_TAGLINE = 'A sustainable sharing economy, made in Portugal';

export const FOOTER_LABELS = {
  verifiedPlatform: 'Verified Platform',
  madeInPortugal: 'Made in Portugal',
  browseServices: 'Browse Services',
  findEquipment: 'Find Equipment',
} as const;

/** The footer's copyright line; the year is a parameter because domain code never reads the clock. */
export function copyrightLine(year: number): string {
  return `© ${year} ${PRODUCT_NAME}. All rights reserved.`;
}

/**
 * The landing page's opening: the website's hero and the first view the server sends with /home
 * before the app's code has run (docs/adr/0018), so both read the same words.
 */
export const LANDING_HERO = {
  title: 'Share skills and equipment with your neighbours',
  lead: 'Partilha is a local community marketplace made in Portugal: offer your time by the hour, rent out tools and gear by the day, and find what you need close to home.',
  searchLabel: 'Search services and equipment',
  createAccount: 'Create Account',
  signIn: 'Sign In',
  categoriesTitle: 'Browse by category',
} as const;

/**
 * The cookie the website sets while someone is signed in on the browser, for the server's first
 * view of a page (docs/adr/0018): a hint, never a credential.
 */
export const SIGNED_IN_HINT_COOKIE = 'partilha_signed_in';
