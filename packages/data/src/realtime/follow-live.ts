import type PocketBase from 'pocketbase';

/**
 * Keeps a view current from a collection's realtime events: `refresh` runs after every event
 * and again whenever the realtime connection is re-established (events sent while it was down
 * are not replayed). When refreshes overlap, only the newest answer is delivered.
 * Resolves, once the first answer was delivered, to the function that stops it all.
 */
export async function followLive<T>(
  client: PocketBase,
  subscribe: (onEvent: () => void) => Promise<() => Promise<void>>,
  load: () => Promise<T>,
  deliver: (value: T) => void,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let latest = 0;
  let stopped = false;
  const refresh = async () => {
    const ticket = ++latest;
    try {
      const value = await load();
      if (ticket === latest && !stopped) deliver(value);
    } catch (error) {
      if (!stopped) onError(error);
    }
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
