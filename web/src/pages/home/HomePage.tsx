import { useAuth } from '@partilha/data';
import { useDocumentTitle } from '../../frame/use-document-title';
import { LandingPage } from './LandingPage';
import { PlannedPage } from '../shared/PlannedPage';

/** /home: the landing page for visitors; Recent Listings for signed-in users (spec 001 §2 Home). */
export function HomePage() {
  const auth = useAuth();
  useDocumentTitle('');
  if (auth.status === 'signedIn') return <PlannedPage title="Recent Listings" />;
  return <LandingPage />;
}
