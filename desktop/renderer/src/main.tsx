import { prepareBrowserLanguage } from '@partilha/data';
import { setPlatformFormats } from '@partilha/domain';
import { intlFormats } from '@partilha/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getBridge } from './bridge/get-bridge';

// The console's entry: the same build runs in the Electron shell and in a browser; only the bridge
// differs (see ./bridge/get-bridge).
// Numbers, money and dates are written by Intl, as on the website (issue 19).
setPlatformFormats(intlFormats(Intl));

// An operator who reads Portuguese gets its texts (a chunk of their own) before the first draw.
void prepareBrowserLanguage().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App bridge={getBridge()} />
    </StrictMode>,
  ),
);
