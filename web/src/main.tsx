import { createPocketBaseClient } from '@partilha/data';
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
preloadEntryPage(window.location.pathname);
const client = createPocketBaseClient(apiBaseUrl());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
