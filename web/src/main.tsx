import { createPocketBaseClient, prepareBrowserLanguage } from '@partilha/data';
import { setPlatformFormats } from '@partilha/domain';
import { intlFormats } from '@partilha/ui';
import '@partilha/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { apiBaseUrl } from './app/config';
import { registerIcons } from './app/icons';
import { preloadEntryPage } from './app/preload-entry-page';
import './app/app.css';
// The pages the server sends with a first view (docs/adr/0018) are drawn by the first stylesheet,
// before their own chunk arrives.
import './listings/listing-pages.css';
import './pages/search/search-page.css';

registerIcons();
// Numbers, money and dates are written by the browser's Intl (issue 19); the domain's own
// formatters, which the server uses, agree with it (packages/domain/src/i18n/formats.test.ts).
setPlatformFormats(intlFormats(Intl));
preloadEntryPage(window.location.pathname);
const client = createPocketBaseClient(apiBaseUrl());

// A visitor who reads Portuguese gets its texts (a chunk of their own) before the first draw.
void prepareBrowserLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  ),
);
