// The list lives in packages/domain: the server's sitemap (pocketbase/hooks/lib/website-sitemap.ts)
// lists the same pages. Titles are read in the active language (staticPageTitle).
export { STATIC_PAGES, staticPageTitle, type StaticPagePath } from '@partilha/domain';
