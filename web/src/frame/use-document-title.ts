import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, routeMeta, type RouteMeta } from './route-meta';

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
  useLayoutEffect(() => applyDocumentMeta(routeMeta(pathname)), [pathname]);
}

/**
 * A page's own title (and description), e.g. from its data: "Cordless drill · Partilha". An empty
 * title, or no description, keeps the route's (ROUTE_META) — a page that is still loading says what
 * kind of page it is.
 */
export function useDocumentTitle(title: string, description?: string): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const route = routeMeta(pathname);
    applyDocumentMeta({ title: title || route.title, description: description || route.description });
  }, [title, description, pathname]);
}
