import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { getBridge } from './bridge/get-bridge';

// The console's entry: the same build runs in the Electron shell and in a browser; only the bridge
// differs (see ./bridge/get-bridge).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App bridge={getBridge()} />
  </StrictMode>,
);
