import { DataProvider, useAuth, type PocketBase } from '@partilha/data';
import { BrowserRouter } from 'react-router-dom';
import { FullScreenSpinner } from '../frame/FullScreenSpinner';
import { AppRoutes } from './AppRoutes';
import { PreviewGate } from './PreviewGate';

export function App({ client }: { client: PocketBase }) {
  return (
    <DataProvider client={client}>
      <BrowserRouter>
        <PreviewGate>
          <AuthGate />
        </PreviewGate>
      </BrowserRouter>
    </DataProvider>
  );
}

/** While the stored session is being checked with the server, a full-screen spinner shows (spec 001 §2). */
function AuthGate() {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  return <AppRoutes />;
}
