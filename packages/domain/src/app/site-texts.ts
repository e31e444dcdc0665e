import { localized } from '../i18n/catalogue';

/**
 * The site's own title and descriptions, which every page may need (the landing page's, a
 * profile's without a bio): a module of its own, apart from the route table (route-texts.ts),
 * which is fetched with the first other page.
 */
export const SITE_TEXTS_EN = {
  /** The site's own title: the home page's, and the document's before the app runs (index.html). */
  title: 'Partilha — share skills and equipment locally',
  description: 'Partilha — a local community marketplace for services and equipment rentals, made in Portugal.',
  /** The home page's description (the landing page knows it without the route table). */
  homeDescription:
    'Hire a neighbour for an hour or rent the tools you need for a day: services and equipment offered by people near you in Portugal.',
  profileDescription: (name: string) =>
    `${name} on Partilha: their listings and their reviews as a provider and as a renter.`,
} as const;
export const SITE_TEXTS = /* @__PURE__ */ localized('app.site', SITE_TEXTS_EN);
