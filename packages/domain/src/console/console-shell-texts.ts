import { localized } from '../i18n/catalogue';

/** The console's frame: start, sign-in, top bar, navigation, palette commands and shared filters. */
export const CONSOLE_SHELL_TEXTS_EN = {
  windowTitle: 'Partilha — Operator console',
  loading: 'Loading',
  loadingDots: 'Loading…',
  opening: 'Opening the console…',
  nothingToShow: 'Nothing to show for this account.',
  // Sign-in
  signInLead: 'Sign in with an operator or moderator account.',
  serverAddress: 'Server address',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
  serverSaved: 'Server saved. The console reconnects to it now: sign in again once it has reloaded.',
  // Top bar
  commands: 'Commands',
  signedInAs: 'Signed in as',
  darkTheme: 'Dark theme',
  signOut: 'Sign out',
  language: 'Language',
  // Navigation
  navigation: 'Console',
  overview: 'Overview',
  moderation: 'Moderation',
  appeals: 'Appeals',
  bookings: 'Bookings',
  members: 'Members',
  listings: 'Listings',
  subscriptions: 'Subscriptions',
  transparency: 'Transparency',
  audit: 'Audit log',
  settings: 'Settings',
  // Palette
  goTo: (screen: string) => `Go to ${screen}`,
  groupGoTo: 'Go to',
  groupConsole: 'Console',
  groupActions: 'Actions',
  switchToLight: 'Switch to light theme',
  switchToDark: 'Switch to dark theme',
  // Shared
  city: 'City',
  moderateWithStatement: 'Moderate with a statement…',
  entries: (n: number, count: string) => `${count} ${n === 1 ? 'entry' : 'entries'}`,
  openAppeals: (n: number, count: string) => `${count} ${n === 1 ? 'open appeal' : 'open appeals'}`,
  appealsCount: (n: number, count: string) => `${count} ${n === 1 ? 'appeal' : 'appeals'}`,
  membersCount: (n: number, count: string) => `${count} ${n === 1 ? 'member' : 'members'}`,
  bookingsCount: (n: number, count: string) => `${count} ${n === 1 ? 'booking' : 'bookings'}`,
  listingsCount: (n: number, count: string) => `${count} ${n === 1 ? 'listing' : 'listings'}`,
  subscriptionsCount: (n: number, count: string) => `${count} ${n === 1 ? 'subscription' : 'subscriptions'}`,
} as const;

export const CONSOLE_SHELL_TEXTS = /* @__PURE__ */ localized('console.shell', CONSOLE_SHELL_TEXTS_EN);

/**
 * The server address refusals: desktop/shared/server-url.ts writes them in English (the Electron
 * main process reads no catalogue); the sign-in screen shows them through translateText, which
 * finds them here. A unit test holds the two copies together.
 */
export const CONSOLE_SERVER_URL_TEXTS_EN = {
  missing: 'Enter the server address, for example http://127.0.0.1:8090.',
  invalid: 'This is not a valid address. Use http:// or https:// followed by the host.',
  scheme: 'The server address must start with http:// or https://.',
  httpsElsewhere: 'Use https:// for a server on another computer (http:// only for this computer).',
  credentials: 'The server address must not contain a user name or password.',
  queryOrFragment: 'The server address must not contain a query or a fragment.',
} as const;
export const CONSOLE_SERVER_URL_TEXTS = /* @__PURE__ */ localized('console.serverUrl', CONSOLE_SERVER_URL_TEXTS_EN);
