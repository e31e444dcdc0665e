import { DataProvider, useAuth, type PocketBase } from '@partilha/data';
import { BrowserRouter } from 'react-router-dom';
import { FullScreenSpinner } from '../frame/FullScreenSpinner';
import { AppRoutes } from './AppRoutes';
import { LanguageRoot } from './LanguageRoot';
import { PreviewGate } from './PreviewGate';
import { useServerShellGuard } from './server-shell';
import { useSignedInHint } from './signed-in-hint';

export function App({ client }: { client: PocketBase }) {
  return (
    <DataProvider client={client}>
      <LanguageRoot>
        <BrowserRouter>
          <FirstView />
          <PreviewGate>
            <AuthGate />
          </PreviewGate>
        </BrowserRouter>
      </LanguageRoot>
    </DataProvider>
  );
}

/** The server's first view of the page, and the hint it reads (docs/adr/0018). */
function FirstView() {
  useServerShellGuard();
  useSignedInHint();
  return null;
}

/** While the stored session is being checked with the server, a full-screen spinner shows (spec 001 §2). */
function AuthGate() {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullScreenSpinner />;
  return <AppRoutes />;
}
