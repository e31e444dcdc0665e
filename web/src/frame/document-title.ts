import { PRODUCT_NAME, SITE_TEXTS } from '@partilha/domain';

/** "Settings" → "Settings · Partilha"; '' → the site's title, in the active language. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${PRODUCT_NAME}` : SITE_TEXTS.title;
}

/** The landing page's own address (and the one that leads to it). */
export function isLandingPath(pathname: string): boolean {
  return pathname === '/home' || pathname === '/';
}
