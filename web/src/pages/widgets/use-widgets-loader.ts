import { useEffect } from 'react';

/**
 * Puts the widgets' loader on the page once (same origin as the site, so its CSP allows it), as a
 * partner's page includes it: the preview shows exactly what partners get.
 */
export function useWidgetsLoader(): void {
  useEffect(() => {
    if (document.querySelector('script[data-partilha-widgets]')) return;
    const script = document.createElement('script');
    script.src = '/embed/partilha-widgets.js';
    script.dataset.partilhaWidgets = '';
    document.head.append(script);
  }, []);
}
