// The list lives in packages/domain: the server's sitemap (pocketbase/hooks/lib/website-sitemap.ts)
// lists the same pages.
export { STATIC_PAGES } from '@partilha/domain';
