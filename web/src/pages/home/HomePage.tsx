import { useAuth } from '@partilha/data';
import { useServerShellReleased } from '../../app/server-shell';
import { useDocumentTitle } from '../../frame/use-document-title';
import { useListingSearch } from '../../listings/use-listing-search';
import { LandingPage } from './LandingPage';
import { LANDING_LISTINGS } from './LandingListings';
import { RecentListings } from './RecentListings';

// Both homes are in the main bundle: they share the listing grid and cards, and a lazy chunk would
// show the page's spinner first, then push the footer down when the page arrives (layout shift).

/** /home: the landing page for visitors; Recent Listings for signed-in users (spec 000 §2 Home). */
export function HomePage() {
  const auth = useAuth();
  useDocumentTitle('');
  // The landing's opening is the server's first view too (docs/adr/0018); a member's home replaces it.
  useServerShellReleased(true);
  if (auth.status === 'signedIn') return <RecentListings />;
  return <LandingHome />;
}

/** The newest listings, for the landing page: the server's search with no filter, newest first. */
const NEWEST = {};

function LandingHome() {
  const recent = useListingSearch(NEWEST, LANDING_LISTINGS);
  return <LandingPage recent={recent} />;
}
