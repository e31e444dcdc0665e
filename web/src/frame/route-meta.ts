import {
  ACCOUNT_SETTINGS_MESSAGES,
  AUTH_SCREEN_TITLES,
  FORGOT_PASSWORD_MESSAGES,
  ONBOARDING_MESSAGES,
  ROUTE_DESCRIPTIONS,
  ROUTE_TITLES,
  SEARCH_MESSAGES,
  SITE_TEXTS,
  SITE_TEXTS_EN,
  staticPageTitle,
  VERIFICATION_MESSAGES,
} from '@partilha/domain';
import { matchPath } from 'react-router-dom';
import { STATIC_PAGES } from '../pages/shared/static-pages';

/** What a route puts in the document's title and in its meta description. */
export interface RouteMeta {
  /** The page's own part of the title ("Settings" → "Settings · Partilha"); '' for the site's title. */
  title: string;
  /** One or two sentences for search results and link previews (≤ 160 characters). */
  description: string;
}

/** The site's own title in English: index.html's, before the app runs. Drawn titles use siteTitle(). */
export const SITE_TITLE = SITE_TEXTS_EN.title;
/** The site's description in English; drawn pages use siteDescription(). */
export const SITE_DESCRIPTION = SITE_TEXTS_EN.description;

/** The site's own title in the active language: the home page's. */
export const siteTitle = (): string => SITE_TEXTS.title;
export const siteDescription = (): string => SITE_TEXTS.description;

export { documentTitle } from './document-title';

type DescribedRoute = keyof typeof ROUTE_DESCRIPTIONS;

/**
 * Each route's title and description source, read in the active language whenever the route's
 * meta is asked for. The description is the route's own in ROUTE_DESCRIPTIONS unless named.
 */
const HOME_DESCRIPTION = () => SITE_TEXTS.homeDescription;
const ROUTE_TITLE_OF: Readonly<Record<string, { title: () => string; description?: DescribedRoute | (() => string) }>> =
  {
    '/home': { title: () => '', description: HOME_DESCRIPTION },
    // Old paths of the spec that show the home page.
    '/style-guide': { title: () => '', description: HOME_DESCRIPTION },
    '/test': { title: () => '', description: HOME_DESCRIPTION },
    '/test-firebase': { title: () => '', description: HOME_DESCRIPTION },
    '/search': { title: () => SEARCH_MESSAGES.defaultTitle },
    '/marketplace/search': { title: () => SEARCH_MESSAGES.defaultTitle },
    '/marketplace': { title: () => ROUTE_TITLES.marketplace },
    '/marketplace/services': { title: () => ROUTE_TITLES.services },
    '/marketplace/services/:id': { title: () => ROUTE_TITLES.service },
    '/marketplace/equipment': { title: () => ROUTE_TITLES.equipment },
    '/marketplace/equipment/:id': { title: () => ROUTE_TITLES.equipmentRental },
    '/listings/:id': { title: () => ROUTE_TITLES.listing },
    '/profile/:userId': { title: () => ROUTE_TITLES.memberProfile },
    '/widgets': { title: () => ROUTE_TITLES.widgets },
    '/auth/login': { title: () => AUTH_SCREEN_TITLES.login },
    '/auth/signup': { title: () => AUTH_SCREEN_TITLES.signup },
    '/auth/onboarding': { title: () => ONBOARDING_MESSAGES.title },
    '/auth/forgot-password': { title: () => FORGOT_PASSWORD_MESSAGES.title },
    '/auth/reset-password': { title: () => FORGOT_PASSWORD_MESSAGES.title },
    '/auth/dev-reset': { title: () => FORGOT_PASSWORD_MESSAGES.title },
    '/auth/verify-email': { title: () => VERIFICATION_MESSAGES.title },
    '/auth/action': { title: () => VERIFICATION_MESSAGES.title },
    '/account': { title: () => ROUTE_TITLES.dashboard },
    '/account/dashboard': { title: () => ROUTE_TITLES.dashboard, description: '/account' },
    '/account/listings': { title: () => ROUTE_TITLES.myListings },
    '/account/listings/:id': { title: () => ROUTE_TITLES.myListing },
    '/account/listings/:id/edit': { title: () => ROUTE_TITLES.editListing },
    '/account/bookings': { title: () => ROUTE_TITLES.myBookings },
    '/account/bookings/:id': { title: () => ROUTE_TITLES.booking },
    '/account/settings': { title: () => ROUTE_TITLES.settings },
    '/account/delete': { title: () => ACCOUNT_SETTINGS_MESSAGES.deletionConfirmTitle },
    // Not MODERATION_LIST_TEXTS.title: its module brings @partilha/ui into the first load.
    '/account/moderation': { title: () => ROUTE_TITLES.moderationDecisions },
    '/account/moderation/:id': { title: () => ROUTE_TITLES.statement },
    '/moderation/statements/:id': { title: () => ROUTE_TITLES.statement },
    '/report': { title: () => ROUTE_TITLES.reportContent },
    '/report/confirm': { title: () => ROUTE_TITLES.reportConfirm },
    '/create/service': { title: () => ROUTE_TITLES.createListing },
    '/create/equipment': { title: () => ROUTE_TITLES.createListing },
    '/subscriptions/:accessKey': { title: () => ROUTE_TITLES.subscriptions },
    ...Object.fromEntries(STATIC_PAGES.map((page) => [page.path, { title: () => staticPageTitle(page.path) }])),
  };

/**
 * Every route of AppRoutes that shows a page (redirects aside), by its path pattern. Pages whose
 * title comes from their data (a listing, a profile, a booking, a search) start from this entry and
 * set their own with useDocumentTitle once they have it. Each entry is read in the active language
 * when it is read, never at load.
 */
export const ROUTE_META: Readonly<Record<string, RouteMeta>> = Object.freeze(
  Object.defineProperties(
    {},
    Object.fromEntries(
      Object.entries(ROUTE_TITLE_OF).map(([pattern, source]) => [
        pattern,
        {
          enumerable: true,
          get: (): RouteMeta => ({
            title: source.title(),
            description:
              typeof source.description === 'function'
                ? source.description()
                : ROUTE_DESCRIPTIONS[source.description ?? (pattern as DescribedRoute)],
          }),
        },
      ]),
    ),
  ),
);

const PATTERNS = Object.keys(ROUTE_META);

/** The meta of the route that shows `pathname`; the site's own for a path no route shows. */
export function routeMeta(pathname: string): RouteMeta {
  const pattern = PATTERNS.find((candidate) => matchPath(candidate, pathname));
  return pattern ? ROUTE_META[pattern]! : { title: '', description: siteDescription() };
}

export { metaDescription, profileMetaDescription } from './meta-description';
