import { createPocketBaseClient } from '@partilha/data';
import '@partilha/ui/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { apiBaseUrl } from './app/config';
import { registerIcons } from './app/icons';
import { preloadEntryPage } from './app/preload-entry-page';
import './app/app.css';

registerIcons();
preloadEntryPage(window.location.pathname);
const client = createPocketBaseClient(apiBaseUrl());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={client} />
  </StrictMode>,
);
