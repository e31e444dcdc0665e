import { useCallback, useEffect, useState } from 'react';
import { formatHash, parseHash, type HashRoute } from './hash-route';

/** Changes to some params of the current screen: `undefined` or '' removes a param. */
export type ParamChanges = Record<string, string | undefined>;

function currentRoute(): HashRoute {
  return parseHash(window.location.hash);
}

/**
 * The route in the hash, kept in React state. `setParams` changes the current screen's params
 * (a filter change replaces the history entry so Back leaves the screen instead of undoing
 * each keystroke); `navigate` goes to another screen and adds a history entry.
 */
export function useHashRoute() {
  const [route, setRoute] = useState<HashRoute>(currentRoute);

  useEffect(() => {
    const onChange = () => setRoute(currentRoute());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);

  const navigate = useCallback((screen: string, params: Record<string, string> = {}) => {
    const hash = formatHash({ screen, params });
    if (hash !== window.location.hash) window.location.hash = hash;
    else setRoute(currentRoute());
  }, []);

  const setParams = useCallback((changes: ParamChanges, options: { push?: boolean } = {}) => {
    const now = currentRoute();
    const params = { ...now.params };
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') delete params[key];
      else params[key] = value;
    }
    const hash = formatHash({ screen: now.screen, params });
    if (hash === window.location.hash) return;
    if (options.push) window.location.hash = hash;
    else {
      window.history.replaceState(window.history.state, '', hash);
      setRoute(parseHash(hash));
    }
  }, []);

  return { route, navigate, setParams };
}
