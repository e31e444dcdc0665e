import { localized } from '../i18n/catalogue';

/**
 * What the server writes into the head of the pages it draws (share tags, the site's title):
 * search results and link previews read these (issue 19: in the page's language).
 */
export const SITE_HEAD_MESSAGES_EN = {
  memberIn: (name: string, city: string) => `${name} in ${city}`,
  memberRated: (rating: string, reviews: number) =>
    `rated ${rating} of 5 from ${reviews} review${reviews === 1 ? '' : 's'}`,
  memberDescription: (facts: string, site: string) =>
    `${facts}: services and equipment on ${site}, the local sharing marketplace.`,
} as const;

export const SITE_HEAD_MESSAGES = /* @__PURE__ */ localized('app.site-head', SITE_HEAD_MESSAGES_EN);
