import { localized } from '../i18n/catalogue';
import { WIDGET_EMBED_TEXTS_PT } from './widget-embed-texts.pt';

/** The website's /widgets page, where partners choose a widget, preview it and copy its snippet. */
export const WIDGET_EMBED_TEXTS_EN = {
  title: 'Widgets for your site',
  intro: 'Show Partilha listings, ratings and reviews on your own website. Choose, preview, copy.',
  widget: 'Widget',
  widgetListing: 'Listing card',
  widgetListings: 'Listings grid',
  widgetReviews: 'Reviews',
  widgetRating: 'Rating',
  widgetBook: 'Booking button',
  listingId: 'Listing id',
  memberId: 'Member id',
  ownerId: 'Owner (member id, optional)',
  city: 'City',
  type: 'Type',
  typeAll: 'All',
  typeServices: 'Services',
  typeEquipment: 'Equipment',
  listingsShown: 'Listings shown',
  reviewsShown: 'Reviews shown',
  reviewsAs: 'Reviews as',
  roleProvider: 'Provider',
  roleRenter: 'Renter',
  showReliability: 'Show booking reliability',
  addSeo: 'Add search engine data (schema.org)',
  theme: 'Theme',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeAuto: 'As the visitor’s system',
  language: 'Language',
  previewWidth: 'Preview width',
  widthWide: (px: number) => `${px} px`,
  widthPhone: (px: number) => `${px} px (a phone)`,
  preview: 'Preview',
  htmlSnippet: 'HTML snippet',
  reactSnippet: 'React snippet',
  copied: 'Copied',
  copy: (title: string) => `Copy ${title}`,
} as const;

export const WIDGET_EMBED_TEXTS = localized('widgets.embed', WIDGET_EMBED_TEXTS_EN, WIDGET_EMBED_TEXTS_PT);
