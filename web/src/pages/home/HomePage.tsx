import { useAuth } from '@partilha/data';
import { lazy } from 'react';
import { useDocumentTitle } from '../../frame/use-document-title';
import { LandingPage } from './LandingPage';

// The home page itself is in the main bundle; the listings part loads only for signed-in users.
const RecentListings = lazy(() => import('./RecentListings').then((m) => ({ default: m.RecentListings })));

/** /home: the landing page for visitors; Recent Listings for signed-in users (spec 000 §2 Home). */
export function HomePage() {
  const auth = useAuth();
  useDocumentTitle('');
  if (auth.status === 'signedIn') return <RecentListings />;
  return <LandingPage />;
}
