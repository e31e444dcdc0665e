import {
  ACCOUNT_SETTINGS_MESSAGES,
  AUTH_SCREEN_TITLES,
  FORGOT_PASSWORD_MESSAGES,
  ONBOARDING_MESSAGES,
  SEARCH_MESSAGES,
  VERIFICATION_MESSAGES,
} from '@partilha/domain';
import { matchPath } from 'react-router-dom';
import { STATEMENT_PAGE_TEXTS } from '../pages/moderation/statement-page-texts';
import { REPORT_PAGE_TEXTS } from '../pages/report/report-page-texts';
import { STATIC_PAGES } from '../pages/shared/static-pages';

/** What a route puts in the document's title and in its meta description. */
export interface RouteMeta {
  /** The page's own part of the title ("Settings" → "Settings · Partilha"); '' for the site's title. */
  title: string;
  /** One or two sentences for search results and link previews (≤ 160 characters). */
  description: string;
}

/** The site's own title: the home page's, and the document's before the app runs (index.html). */
export const SITE_TITLE = 'Partilha — share skills and equipment locally';
export const SITE_DESCRIPTION =
  'Partilha — a local community marketplace for services and equipment rentals, made in Portugal.';

/** "Settings" → "Settings · Partilha"; '' → the site's title. */
export const documentTitle = (title: string): string => (title ? `${title} · Partilha` : SITE_TITLE);

const HOME: RouteMeta = {
  title: '',
  description:
    'Hire a neighbour for an hour or rent the tools you need for a day: services and equipment offered by people near you in Portugal.',
};

const STATIC_DESCRIPTIONS: Record<(typeof STATIC_PAGES)[number]['path'], string> = {
  '/about':
    'What Partilha is: a marketplace where neighbours in Portugal share their skills and rent out their equipment.',
  '/about/how-it-works':
    'How Partilha works: find a service or equipment near you, request a booking, agree the details and review each other.',
  '/about/trust-and-safety':
    'How Partilha keeps members safe: verified e-mails, reviews after every booking, reliability badges and moderation.',
  '/legal/terms': 'The terms of service for using Partilha, the community marketplace for services and equipment.',
  '/legal/privacy': 'How Partilha collects, uses and protects your personal data, and the rights you have over it.',
  '/legal/cookies': 'Which cookies and local storage Partilha uses, and why.',
  '/support/help': 'Answers to common questions about accounts, listings, bookings and reviews on Partilha.',
  '/support/safety': 'Safety tips for meeting neighbours, lending equipment and paying for services through Partilha.',
  '/support/guidelines':
    'The community guidelines every Partilha member agrees to: honest listings, respect and fair play.',
  '/support/contact': 'How to contact the Partilha team for help with your account, a booking or a report.',
  '/support/faq': 'Frequently asked questions about finding, offering and booking services and equipment on Partilha.',
  '/company/about': 'The people and the idea behind Partilha, a sustainable sharing economy made in Portugal.',
  '/company/team': 'Meet the team that builds and runs Partilha.',
  '/company/blog': 'News and stories from the Partilha community.',
  '/company/careers': 'Work with us: open positions at Partilha.',
  '/company/press': 'Press information, facts and contacts for Partilha.',
};

/**
 * Every route of AppRoutes that shows a page (redirects aside), by its path pattern. Pages whose
 * title comes from their data (a listing, a profile, a booking, a search) start from this entry and
 * set their own with useDocumentTitle once they have it.
 */
export const ROUTE_META: Readonly<Record<string, RouteMeta>> = {
  '/home': HOME,
  // Old paths of the spec that show the home page.
  '/style-guide': HOME,
  '/test': HOME,
  '/test-firebase': HOME,
  '/search': {
    title: SEARCH_MESSAGES.defaultTitle,
    description: 'Search services and equipment offered by people near you, by category, price and place.',
  },
  '/marketplace/search': {
    title: SEARCH_MESSAGES.defaultTitle,
    description: 'Search the Partilha marketplace for services and equipment near you, by category, price and place.',
  },
  '/marketplace': {
    title: 'Marketplace',
    description: 'Services and equipment offered by people in your community, newest first.',
  },
  '/marketplace/services': {
    title: 'Services',
    description: 'Skills and time offered by your neighbours, priced per hour: repairs, lessons, gardening and more.',
  },
  '/marketplace/services/:id': {
    title: 'Service',
    description: 'A service offered on Partilha: price per hour, availability, the provider and their reviews.',
  },
  '/marketplace/equipment': {
    title: 'Equipment',
    description: 'Tools and gear to rent from your neighbours, priced per day.',
  },
  '/marketplace/equipment/:id': {
    title: 'Equipment rental',
    description: 'Equipment to rent on Partilha: price per day, deposit, condition, availability and reviews.',
  },
  '/listings/:id': {
    title: 'Listing',
    description: 'A listing on Partilha, with its price, availability and reviews.',
  },
  '/profile/:userId': {
    title: 'Member profile',
    description: "A Partilha member's profile: their listings, their reviews as a provider and as a renter.",
  },
  '/widgets': {
    title: 'Widgets for your site',
    description: 'Show Partilha listings, ratings and reviews on your own website with a few lines of HTML.',
  },
  '/auth/login': {
    title: AUTH_SCREEN_TITLES.login,
    description: 'Sign in to Partilha to book services and equipment, message members and manage your listings.',
  },
  '/auth/signup': {
    title: AUTH_SCREEN_TITLES.signup,
    description: 'Create a free Partilha account to offer your skills and equipment or book them from your neighbours.',
  },
  '/auth/onboarding': {
    title: ONBOARDING_MESSAGES.title,
    description: 'Complete your Partilha profile: your name, your town and what you offer.',
  },
  '/auth/forgot-password': {
    title: FORGOT_PASSWORD_MESSAGES.title,
    description: 'Forgot your Partilha password? Ask for a link to choose a new one.',
  },
  '/auth/reset-password': {
    title: FORGOT_PASSWORD_MESSAGES.title,
    description: 'Choose a new password for your Partilha account.',
  },
  '/auth/dev-reset': {
    title: FORGOT_PASSWORD_MESSAGES.title,
    description: 'Reset a password on a development server of Partilha.',
  },
  '/auth/verify-email': {
    title: VERIFICATION_MESSAGES.title,
    description: 'Confirm your e-mail address to start booking and listing on Partilha.',
  },
  '/auth/action': {
    title: VERIFICATION_MESSAGES.title,
    description: 'Finishing what the link in your Partilha e-mail asked for.',
  },
  '/account': {
    title: 'Dashboard',
    description: 'Your Partilha dashboard: bookings, listings, earnings and recent activity.',
  },
  '/account/dashboard': {
    title: 'Dashboard',
    description: 'Your Partilha dashboard: bookings, listings, earnings and recent activity.',
  },
  '/account/listings': {
    title: 'My Listings',
    description: 'The services and equipment you offer on Partilha.',
  },
  '/account/listings/:id': {
    title: 'My listing',
    description: 'One of your listings as members see it, with its bookings and reviews.',
  },
  '/account/listings/:id/edit': {
    title: 'Edit listing',
    description: 'Change the details, pictures, price and availability of your listing.',
  },
  '/account/bookings': {
    title: 'My Bookings',
    description: 'Your booking requests and the requests for your listings, by status.',
  },
  '/account/bookings/:id': {
    title: 'Booking',
    description: 'A booking: its details, status and the messages between renter and provider.',
  },
  '/account/settings': {
    title: 'Settings',
    description: 'Your Partilha account settings: profile, e-mail, password, notifications and your data.',
  },
  '/account/delete': {
    title: ACCOUNT_SETTINGS_MESSAGES.deletionConfirmTitle,
    description: 'Confirm that you want to delete your Partilha account.',
  },
  '/account/moderation': {
    // MODERATION_LIST_TEXTS.title: its module brings @partilha/ui into the first load.
    title: 'Decisions about your content',
    description: 'Moderation decisions about your content on Partilha, and your appeals.',
  },
  '/account/moderation/:id': {
    title: STATEMENT_PAGE_TEXTS.documentTitle,
    description: 'A statement of reasons for a moderation decision about your content, and how to appeal it.',
  },
  '/moderation/statements/:id': {
    title: STATEMENT_PAGE_TEXTS.documentTitle,
    description: 'A statement of reasons for a moderation decision on Partilha, and how to appeal it.',
  },
  '/report': {
    title: 'Report content',
    description: 'Report a listing, profile or review on Partilha that breaks the law or the community guidelines.',
  },
  '/report/confirm': {
    title: REPORT_PAGE_TEXTS.confirmTitle,
    description: 'Confirm the report you sent to Partilha.',
  },
  '/create/service': {
    title: 'Create a Listing',
    description: 'Offer a service on Partilha: describe it, set your hourly price and your availability.',
  },
  '/create/equipment': {
    title: 'Create a Listing',
    description: 'Rent out your equipment on Partilha: describe it, set a daily price, a deposit and availability.',
  },
  '/subscriptions/:accessKey': {
    title: 'Subscriptions',
    description: 'Newsletter sign-ups, for operators.',
  },
  ...Object.fromEntries(
    STATIC_PAGES.map((page) => [page.path, { title: page.title, description: STATIC_DESCRIPTIONS[page.path] }]),
  ),
};

const PATTERNS = Object.keys(ROUTE_META);

/** The meta of the route that shows `pathname`; the site's own for a path no route shows. */
export function routeMeta(pathname: string): RouteMeta {
  const pattern = PATTERNS.find((candidate) => matchPath(candidate, pathname));
  return pattern ? ROUTE_META[pattern]! : { title: '', description: SITE_DESCRIPTION };
}

const DESCRIPTION_MAX = 160;

/** A description from a page's data (a listing's text, a member's bio): one line, ≤ 160 characters. */
export function metaDescription(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** A public profile's description: the member's bio, or what the page shows of them. */
export function profileMetaDescription(name: string, bio: string | undefined): string {
  return metaDescription(
    bio?.trim() ? bio : `${name} on Partilha: their listings and their reviews as a provider and as a renter.`,
  );
}
