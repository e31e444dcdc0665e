import type PocketBase from 'pocketbase';

/**
 * Keeps a view current from a collection's realtime events: it loads again after events and
 * whenever the realtime connection is re-established (events sent while it was down are not
 * replayed). One load runs at a time: events that arrive meanwhile cause one more load when it
 * ends, so a burst of changes (a hundred read marks) costs two loads, not a hundred.
 * Resolves, once the first answer was delivered, to the function that stops it all.
 */
export async function followLive<T>(
  client: PocketBase,
  subscribe: (onEvent: () => void) => Promise<() => Promise<void>>,
  load: () => Promise<T>,
  deliver: (value: T) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  const loadOnce = async () => {
    try {
      const value = await load();
      if (!stopped) deliver(value);
    } catch (error) {
      if (!stopped) onError(error);
    }
  };
  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await loadOnce();
      } while (again && !stopped);
      running = null;
    })();
    return running;
  };
  const stopEvents = await subscribe(() => void refresh());
  // Added after the connection exists, so each PB_CONNECT it hears is a reconnect (one extra
  // refresh, should the SDK ever replay the first, is harmless).
  const stopReconnects = await client.realtime.subscribe('PB_CONNECT', () => void refresh());
  await refresh();
  return async () => {
    stopped = true;
    await Promise.allSettled([stopEvents(), stopReconnects()]);
  };
}
