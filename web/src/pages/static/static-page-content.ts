import { activeLanguage } from '@partilha/domain';
import { ABOUT_CONTENT } from './about-content';
import { ABOUT_CONTENT_PT } from './about-content.pt';
import { COMPANY_CONTENT } from './company-content';
import { COMPANY_CONTENT_PT } from './company-content.pt';
import { COOKIES_CONTENT } from './cookies-content';
import { COOKIES_CONTENT_PT } from './cookies-content.pt';
import { FAQ_CONTENT } from './faq-content';
import { FAQ_CONTENT_PT } from './faq-content.pt';
import { GUIDELINES_CONTENT } from './guidelines-content';
import { GUIDELINES_CONTENT_PT } from './guidelines-content.pt';
import { PRIVACY_CONTENT } from './privacy-content';
import { PRIVACY_CONTENT_PT } from './privacy-content.pt';
import { SAFETY_CONTENT } from './safety-content';
import { SAFETY_CONTENT_PT } from './safety-content.pt';
import type { StaticContentMap, StaticPageContent, StaticPagePath } from './static-content';
import { SUPPORT_CONTENT } from './support-content';
import { SUPPORT_CONTENT_PT } from './support-content.pt';
import { TERMS_CONTENT } from './terms-content';
import { TERMS_CONTENT_PT } from './terms-content.pt';

/** Every path of STATIC_PAGES has its content; the type makes a missing page a compile error. */
export const STATIC_PAGE_CONTENT: StaticContentMap<StaticPagePath> = {
  ...ABOUT_CONTENT,
  '/legal/terms': TERMS_CONTENT,
  '/legal/privacy': PRIVACY_CONTENT,
  '/legal/cookies': COOKIES_CONTENT,
  ...SUPPORT_CONTENT,
  '/support/safety': SAFETY_CONTENT,
  '/support/guidelines': GUIDELINES_CONTENT,
  '/support/faq': FAQ_CONTENT,
  ...COMPANY_CONTENT,
};

/** The same pages in European Portuguese; the type makes a missing page a compile error here too. */
export const STATIC_PAGE_CONTENT_PT: StaticContentMap<StaticPagePath> = {
  ...ABOUT_CONTENT_PT,
  '/legal/terms': TERMS_CONTENT_PT,
  '/legal/privacy': PRIVACY_CONTENT_PT,
  '/legal/cookies': COOKIES_CONTENT_PT,
  ...SUPPORT_CONTENT_PT,
  '/support/safety': SAFETY_CONTENT_PT,
  '/support/guidelines': GUIDELINES_CONTENT_PT,
  '/support/faq': FAQ_CONTENT_PT,
  ...COMPANY_CONTENT_PT,
};

/** A page's content in the active language, chosen when the page is drawn. */
export function staticPageContent(path: StaticPagePath): StaticPageContent {
  return (activeLanguage() === 'pt-PT' ? STATIC_PAGE_CONTENT_PT : STATIC_PAGE_CONTENT)[path];
}
