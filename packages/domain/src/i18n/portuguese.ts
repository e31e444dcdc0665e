// The Portuguese halves of every catalogue (docs/adr/0019): the server loads this with the
// domain; an app loads it (a chunk of its own) only for a visitor who reads Portuguese.
import { registerTranslation } from './catalogue';
// imports
import { PRODUCT_TEXTS } from '../app/product';
import { PRODUCT_TEXTS_PT } from '../app/product.pt';
import { FOOTER_LABELS } from '../app/product';
import { FOOTER_LABELS_PT } from '../app/product.pt';
import { LANDING_HERO } from '../app/product';
import { LANDING_HERO_PT } from '../app/product.pt';
import { STATIC_PAGE_TITLES } from '../app/static-pages';
import { STATIC_PAGE_TITLES_PT } from '../app/static-pages.pt';
import { STATIC_PAGE_TEXTS } from '../app/static-pages';
import { STATIC_PAGE_TEXTS_PT } from '../app/static-pages.pt';
import { SITE_TEXTS } from '../app/route-texts';
import { SITE_TEXTS_PT } from '../app/route-texts.pt';
import { ROUTE_TITLES } from '../app/route-texts';
import { ROUTE_TITLES_PT } from '../app/route-texts.pt';
import { ROUTE_DESCRIPTIONS } from '../app/route-texts';
import { ROUTE_DESCRIPTIONS_PT } from '../app/route-texts.pt';
import { RULE_FACT_TEXTS } from '../app/rule-fact-texts';
import { RULE_FACT_TEXTS_PT } from '../app/rule-fact-texts.pt';
import { NOTIFICATION_MESSAGES } from '../notification/notification-messages';
import { NOTIFICATION_MESSAGES_PT } from '../notification/notification-messages.pt';
import { SITE_HEAD_MESSAGES } from '../app/site-head-messages';
import { SITE_HEAD_MESSAGES_PT } from '../app/site-head-messages.pt';
import { FRAME_MESSAGES } from '../app/frame-messages';
import { FRAME_MESSAGES_PT } from '../app/frame-messages.pt';

// registrations
registerTranslation(PRODUCT_TEXTS, PRODUCT_TEXTS_PT);
registerTranslation(FOOTER_LABELS, FOOTER_LABELS_PT);
registerTranslation(LANDING_HERO, LANDING_HERO_PT);
registerTranslation(STATIC_PAGE_TITLES, STATIC_PAGE_TITLES_PT);
registerTranslation(STATIC_PAGE_TEXTS, STATIC_PAGE_TEXTS_PT);
registerTranslation(SITE_TEXTS, SITE_TEXTS_PT);
registerTranslation(ROUTE_TITLES, ROUTE_TITLES_PT);
registerTranslation(ROUTE_DESCRIPTIONS, ROUTE_DESCRIPTIONS_PT);
registerTranslation(RULE_FACT_TEXTS, RULE_FACT_TEXTS_PT);
registerTranslation(NOTIFICATION_MESSAGES, NOTIFICATION_MESSAGES_PT);
registerTranslation(SITE_HEAD_MESSAGES, SITE_HEAD_MESSAGES_PT);
registerTranslation(FRAME_MESSAGES, FRAME_MESSAGES_PT);
