import { matchPath } from 'react-router-dom';
import { loadListingDetailPage, loadPublicProfilePage, loadSearchPage } from './lazy-pages';

/**
 * The public pages people arrive at from a shared link or a search engine, and their chunks
 * (lazy-pages.ts). Loading the chunk of the page being opened as soon as the app starts runs it
 * alongside the preview-gate and session checks, instead of after them: one round trip less before
 * the page's own data and pictures are asked for.
 */
const ENTRY_PAGES: [pattern: string, load: () => Promise<unknown>][] = [
  ['/marketplace/services/:id', loadListingDetailPage],
  ['/marketplace/equipment/:id', loadListingDetailPage],
  ['/search', loadSearchPage],
  ['/marketplace/search', loadSearchPage],
  ['/profile/:userId', loadPublicProfilePage],
];

/** Starts loading the chunk of the page at `pathname`, when it is one of ENTRY_PAGES. */
export function preloadEntryPage(pathname: string): void {
  const entry = ENTRY_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  // A chunk that fails to load here fails the same way when its page renders, which says so.
  entry?.[1]().catch(() => undefined);
}
