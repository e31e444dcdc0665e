import { watchConsoleLive, type PocketBase } from '@partilha/data';
import { useEffect, useState } from 'react';
import type { LiveState } from './live-context';

/** A burst of events (an import, a batch of changes) refetches once, this long after the last. */
const LIVE_DEBOUNCE_MS = 400;

/**
 * Follows the console's collections while signed in: changes bump the revision (debounced), a
 * lost connection sets `connected` false, and its return bumps the revision so every screen
 * refetches what it missed.
 */
export function useConsoleLive(client: PocketBase): LiveState {
  const [state, setState] = useState<LiveState>({ revision: 0, connected: true });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    let stop: (() => Promise<void>) | null = null;
    const bump = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setState((now) => ({ ...now, revision: now.revision + 1 })), LIVE_DEBOUNCE_MS);
    };
    const start = () =>
      watchConsoleLive(client, {
        onChange: bump,
        onConnection: (connected) => {
          setState((now) => ({ ...now, connected }));
          if (connected) bump();
        },
      });
    start()
      .then((stopper) => {
        if (cancelled) void stopper();
        else stop = stopper;
      })
      .catch(() => {
        // The first connection failed: say so; the screens still load over plain requests.
        if (!cancelled) setState((now) => ({ ...now, connected: false }));
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      if (stop) void stop();
    };
  }, [client]);

  return state;
}
