import { localized } from '../i18n/catalogue';

/**
 * The website's document titles and meta descriptions (web/src/frame/route-meta.ts). Titles that
 * a page also shows as its heading come from that page's own catalogue; these are the rest.
 */
export const ROUTE_TITLES_EN = {
  /** The moderation pages' own titles, repeated so the route table carries none of their texts. */
  statement: 'Decision about your content',
  reportConfirm: 'Confirm your report',
  marketplace: 'Marketplace',
  services: 'Services',
  service: 'Service',
  equipment: 'Equipment',
  equipmentRental: 'Equipment rental',
  listing: 'Listing',
  memberProfile: 'Member profile',
  widgets: 'Widgets for your site',
  dashboard: 'Dashboard',
  myListings: 'My Listings',
  myListing: 'My listing',
  editListing: 'Edit listing',
  myBookings: 'My Bookings',
  booking: 'Booking',
  settings: 'Settings',
  moderationDecisions: 'Decisions about your content',
  reportContent: 'Report content',
  createListing: 'Create a Listing',
  subscriptions: 'Subscriptions',
} as const;
export const ROUTE_TITLES = /* @__PURE__ */ localized('app.routeTitles', ROUTE_TITLES_EN);

/** One or two sentences per route for search results and link previews (≤ 160 characters). */
export const ROUTE_DESCRIPTIONS_EN = {
  '/search': 'Search services and equipment offered by people near you, by category, price and place.',
  '/marketplace/search':
    'Search the Partilha marketplace for services and equipment near you, by category, price and place.',
  '/marketplace': 'Services and equipment offered by people in your community, newest first.',
  '/marketplace/services':
    'Skills and time offered by your neighbours, priced per hour: repairs, lessons, gardening and more.',
  '/marketplace/services/:id':
    'A service offered on Partilha: price per hour, availability, the provider and their reviews.',
  '/marketplace/equipment': 'Tools and gear to rent from your neighbours, priced per day.',
  '/marketplace/equipment/:id':
    'Equipment to rent on Partilha: price per day, deposit, condition, availability and reviews.',
  '/listings/:id': 'A listing on Partilha, with its price, availability and reviews.',
  '/profile/:userId': "A Partilha member's profile: their listings, their reviews as a provider and as a renter.",
  '/widgets': 'Show Partilha listings, ratings and reviews on your own website with a few lines of HTML.',
  '/auth/login': 'Sign in to Partilha to book services and equipment, message members and manage your listings.',
  '/auth/signup':
    'Create a free Partilha account to offer your skills and equipment or book them from your neighbours.',
  '/auth/onboarding': 'Complete your Partilha profile: your name, your town and what you offer.',
  '/auth/forgot-password': 'Forgot your Partilha password? Ask for a link to choose a new one.',
  '/auth/reset-password': 'Choose a new password for your Partilha account.',
  '/auth/dev-reset': 'Reset a password on a development server of Partilha.',
  '/auth/verify-email': 'Confirm your e-mail address to start booking and listing on Partilha.',
  '/auth/action': 'Finishing what the link in your Partilha e-mail asked for.',
  '/account': 'Your Partilha dashboard: bookings, listings, earnings and recent activity.',
  '/account/listings': 'The services and equipment you offer on Partilha.',
  '/account/listings/:id': 'One of your listings as members see it, with its bookings and reviews.',
  '/account/listings/:id/edit': 'Change the details, pictures, price and availability of your listing.',
  '/account/bookings': 'Your booking requests and the requests for your listings, by status.',
  '/account/bookings/:id': 'A booking: its details, status and the messages between renter and provider.',
  '/account/settings': 'Your Partilha account settings: profile, e-mail, password, notifications and your data.',
  '/account/delete': 'Confirm that you want to delete your Partilha account.',
  '/account/moderation': 'Moderation decisions about your content on Partilha, and your appeals.',
  '/account/moderation/:id':
    'A statement of reasons for a moderation decision about your content, and how to appeal it.',
  '/moderation/statements/:id': 'A statement of reasons for a moderation decision on Partilha, and how to appeal it.',
  '/report': 'Report a listing, profile or review on Partilha that breaks the law or the community guidelines.',
  '/report/confirm': 'Confirm the report you sent to Partilha.',
  '/create/service': 'Offer a service on Partilha: describe it, set your hourly price and your availability.',
  '/create/equipment':
    'Rent out your equipment on Partilha: describe it, set a daily price, a deposit and availability.',
  '/subscriptions/:accessKey': 'Newsletter sign-ups, for operators.',
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
} as const;
export const ROUTE_DESCRIPTIONS = /* @__PURE__ */ localized('app.routeDescriptions', ROUTE_DESCRIPTIONS_EN);
