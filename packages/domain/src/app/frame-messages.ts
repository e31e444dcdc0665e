import { localized } from '../i18n/catalogue';

/** The website's frame (spec 001 §2 Page frame): header, small-screen menu, footer. */
export const FRAME_MESSAGES_EN = {
  home: 'Partilha home',
  searchListings: 'Search listings',
  searchListingsFromMenu: 'Search listings from the menu',
  account: 'Account',
  signIn: 'Sign in',
  signUp: 'Sign up',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  browseServices: 'Browse Services',
  findEquipment: 'Find Equipment',
  createService: 'Create a service',
  listEquipment: 'List equipment',
  myAccount: 'My Account',
  skipToContent: 'Skip to content',
  loadingPage: 'Loading page',
  loading: 'Loading',
  loadingEllipsis: 'Loading…',
  language: 'Language',
  socialMedia: 'Partilha on social media',
  marketplace: 'Marketplace',
  support: 'Support',
  company: 'Company',
  legal: 'Legal',
  search: 'Search',
  faq: 'FAQ',
} as const;

export const FRAME_MESSAGES = /* @__PURE__ */ localized('app.frame', FRAME_MESSAGES_EN);
