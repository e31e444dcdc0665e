import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_TEXTS } from '@partilha/domain';
import { documentTitle, isLandingPath } from './document-title';
import type * as RouteTable from './route-meta';
import type { RouteMeta } from './route-meta';

/**
 * The route table (every route's title and description, and the catalogues they come from) is a
 * chunk of its own, fetched on the first page that is not the landing page: the landing page
 * knows its own meta, and its JavaScript stays within its budget (tests/e2e/budgets.spec.ts).
 */
let routeTable: Promise<typeof RouteTable> | null = null;
function withRouteMeta(pathname: string, use: (meta: RouteMeta) => void): () => void {
  let current = true;
  if (isLandingPath(pathname)) {
    use({ title: '', description: SITE_TEXTS.homeDescription });
  } else {
    routeTable ??= import('./route-meta');
    void routeTable.then(({ routeMeta }) => current && use(routeMeta(pathname)));
  }
  return () => {
    current = false;
  };
}

/** Writes the document's title and its meta description (made when index.html has none). */
export function applyDocumentMeta({ title, description }: RouteMeta): void {
  document.title = documentTitle(title);
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * The frame's part: on every navigation, the route's title and description from ROUTE_META. A layout
 * effect, so it runs before the pages' own (passive) useDocumentTitle effects of the same render.
 */
export function useRouteMeta(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => withRouteMeta(pathname, applyDocumentMeta), [pathname]);
}

/**
 * A page's own title (and description), e.g. from its data: "Cordless drill · Partilha". An empty
 * title, or no description, keeps the route's (ROUTE_META) — a page that is still loading says what
 * kind of page it is.
 */
export function useDocumentTitle(title: string, description?: string): void {
  const { pathname } = useLocation();
  useEffect(
    () =>
      // After the route's own: the frame's layout effect asked for the same table first.
      withRouteMeta(pathname, (route) =>
        applyDocumentMeta({ title: title || route.title, description: description || route.description }),
      ),
    [title, description, pathname],
  );
}
