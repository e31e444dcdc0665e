import { localized } from '../i18n/catalogue';

/** The paths of the informational pages of spec 001 §2 (about, legal, support, company). */
export const STATIC_PAGE_PATHS = [
  '/about',
  '/about/how-it-works',
  '/about/trust-and-safety',
  '/legal/terms',
  '/legal/privacy',
  '/legal/cookies',
  '/support/help',
  '/support/safety',
  '/support/guidelines',
  '/support/contact',
  '/support/faq',
  '/company/about',
  '/company/team',
  '/company/blog',
  '/company/careers',
  '/company/press',
] as const;
export type StaticPagePath = (typeof STATIC_PAGE_PATHS)[number];

export const STATIC_PAGE_TITLES_EN = {
  '/about': 'About Partilha',
  '/about/how-it-works': 'How It Works',
  '/about/trust-and-safety': 'Trust and Safety',
  '/legal/terms': 'Terms of Service',
  '/legal/privacy': 'Privacy Policy',
  '/legal/cookies': 'Cookie Policy',
  '/support/help': 'Help Centre',
  '/support/safety': 'Safety Tips',
  '/support/guidelines': 'Community Guidelines',
  '/support/contact': 'Contact Us',
  '/support/faq': 'Frequently Asked Questions',
  '/company/about': 'About Us',
  '/company/team': 'Our Team',
  '/company/blog': 'Blog',
  '/company/careers': 'Careers',
  '/company/press': 'Press',
} as const satisfies Record<StaticPagePath, string>;
/** Each informational page's title, in the active language. */
export const STATIC_PAGE_TITLES = /* @__PURE__ */ localized('app.staticPages.titles', STATIC_PAGE_TITLES_EN);

/** The words every informational page puts around its content. */
export const STATIC_PAGE_TEXTS_EN = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
  onThisPage: 'On this page',
  readNext: 'Read next',
} as const;
export const STATIC_PAGE_TEXTS = /* @__PURE__ */ localized('app.staticPages.frame', STATIC_PAGE_TEXTS_EN);

/** A page's title in the active language, read when it is drawn. */
export function staticPageTitle(path: StaticPagePath): string {
  return STATIC_PAGE_TITLES[path];
}

/**
 * The informational pages with their titles. `title` is read in the active language each time it
 * is read, so keep the entry, not the title, when you hold on to one.
 */
export const STATIC_PAGES: readonly { readonly path: StaticPagePath; readonly title: string }[] = STATIC_PAGE_PATHS.map(
  (path) => ({
    path,
    get title() {
      return staticPageTitle(path);
    },
  }),
);
