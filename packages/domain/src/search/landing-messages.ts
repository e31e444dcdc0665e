import { localized } from '../i18n/catalogue';

/** The visitor's home below its hero, and the marketplace pages (spec 000 §2 Home). */
export const LANDING_MESSAGES_EN = {
  howItWorks: 'How it works',
  findTitle: 'Find',
  findText: 'Search services and equipment offered by people in your own town.',
  bookTitle: 'Book and schedule',
  bookText: 'Pick the days you need, send a request and agree the details in the booking chat.',
  payTitle: 'Pay securely',
  payText:
    'Agree the price in the booking before anything changes hands, then pay the owner directly. Partilha never holds your money.',
  whatWeOffer: 'What We Offer',
  services: 'Services',
  servicesText: 'Furniture assembly, home repairs, gardening, pet care, IT help and more — priced per hour.',
  browseServices: 'Browse Services',
  equipment: 'Equipment',
  equipmentText: 'Power tools, camping gear, cameras, party equipment and more — rented per day.',
  browseEquipment: 'Browse Equipment',
  whyChoose: 'Why Choose Partilha',
  qualityTitle: 'Quality',
  qualityText: 'Every completed booking can be reviewed by both sides, so good work gets noticed.',
  convenienceTitle: 'Convenience',
  convenienceText: 'Neighbours, not warehouses: what you need is usually a short walk or drive away.',
  trustTitle: 'Trust and safety',
  trustText: 'Public profiles, ratings and a booking reliability record help you choose who to deal with.',
  ctaTitle: 'Ready to start sharing?',
  createAccount: 'Create Account',
  browseListings: 'Browse Listings',
  /** The marketplace pages. */
  marketplaceTitle: 'Marketplace',
  marketplaceIntro: 'Services and equipment offered by people in your community.',
  servicesIntro: 'Skills and time offered by your neighbours, priced per hour.',
  equipmentIntro: 'Tools and gear to rent from your neighbours, priced per day.',
  allListings: 'All listings',
  marketplaceSections: 'Marketplace sections',
} as const;

export const LANDING_MESSAGES = /* @__PURE__ */ localized('home.landing', LANDING_MESSAGES_EN);
