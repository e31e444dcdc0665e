import { lazy, Suspense } from 'react';
import { listingFrameClass, type ListingViewer } from './listing-detail-navigation';
import { ListingDetailSkeleton } from './ListingDetailSkeleton';

/** Loads the page's chunk; also called at start-up when the app opens on a listing (preload-entry-page.ts). */
export const loadListingDetailPage = () => import('./ListingDetailPage');
const LazyListingDetailPage = lazy(() => loadListingDetailPage().then((m) => ({ default: m.ListingDetailPage })));

/**
 * The listing page's route: the page is its own chunk (DESIGN.md, route-level splitting), and
 * while that chunk arrives the visitor already sees the page's skeleton — the same one the page
 * shows while the listing loads — instead of the frame's short spinner, so the footer never shows
 * above the fold and then jumps away (issue 18: no layout shift).
 */
export function ListingDetailRoute({ viewer }: { viewer: ListingViewer }) {
  return (
    <Suspense fallback={<ListingDetailSkeleton frame={listingFrameClass(viewer)} />}>
      <LazyListingDetailPage viewer={viewer} />
    </Suspense>
  );
}
