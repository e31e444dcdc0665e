import { ABOUT_CONTENT } from './about-content';
import { COMPANY_CONTENT } from './company-content';
import { COOKIES_CONTENT } from './cookies-content';
import { FAQ_CONTENT } from './faq-content';
import { GUIDELINES_CONTENT } from './guidelines-content';
import { PRIVACY_CONTENT } from './privacy-content';
import { SAFETY_CONTENT } from './safety-content';
import type { StaticContentMap, StaticPagePath } from './static-content';
import { SUPPORT_CONTENT } from './support-content';
import { TERMS_CONTENT } from './terms-content';

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
