import type PocketBase from 'pocketbase';

/**
 * The collections whose changes the console shows live (docs/console-api.md and
 * docs/moderation-api.md, Realtime): the moderation queue and appeals list staff may read.
 */
export const CONSOLE_LIVE_COLLECTIONS = [
  'bookings',
  'users',
  'review_reports',
  'audit_log',
  'moderation_cases',
  'moderation_appeals',
] as const;
export type ConsoleLiveCollection = (typeof CONSOLE_LIVE_COLLECTIONS)[number];

export interface ConsoleLiveHandlers {
  /** A record of `collection` was created, updated or deleted. */
  onChange: (collection: ConsoleLiveCollection, action: string) => void;
  /** `false` when the realtime connection drops, `true` when the SDK has it back. */
  onConnection: (connected: boolean) => void;
}

/**
 * The SDK has one `onDisconnect` slot per client; every watcher of a client shares it through
 * this set, so a watcher stopping (React runs effects twice in development) never unhooks another.
 */
const disconnectListeners = new WeakMap<PocketBase, Set<(active: string[]) => void>>();

export function onRealtimeDisconnect(client: PocketBase, listener: (active: string[]) => void): () => void {
  let listeners = disconnectListeners.get(client);
  if (!listeners) {
    const set = new Set<(active: string[]) => void>();
    const previous = client.realtime.onDisconnect;
    client.realtime.onDisconnect = (active) => {
      previous?.(active);
      for (const each of [...set]) each(active);
    };
    disconnectListeners.set(client, set);
    listeners = set;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows the console's collections over PocketBase realtime and reports the connection: the SDK
 * reconnects by itself (and re-subscribes); every `PB_CONNECT` after the first is a return, and
 * events sent meanwhile are not replayed, so the caller refetches then. Resolves to the stop
 * function once subscribed.
 */
export async function watchConsoleLive(
  client: PocketBase,
  handlers: ConsoleLiveHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let lost = false;
  const stopListening = onRealtimeDisconnect(client, (active) => {
    // No active subscriptions left means everything was unsubscribed on purpose: not a loss.
    if (stopped || active.length === 0 || lost) return;
    lost = true;
    handlers.onConnection(false);
  });
  let stops: Array<() => Promise<void>> = [];
  try {
    stops = await Promise.all(
      CONSOLE_LIVE_COLLECTIONS.map((name) =>
        client.collection(name).subscribe('*', (event: { action?: string }) => {
          if (!stopped) handlers.onChange(name, event.action ?? 'update');
        }),
      ),
    );
    stops.push(
      await client.realtime.subscribe('PB_CONNECT', () => {
        if (stopped || !lost) return;
        lost = false;
        handlers.onConnection(true);
      }),
    );
  } catch (error) {
    stopListening();
    await Promise.allSettled(stops.map((stop) => stop()));
    throw error;
  }
  return async () => {
    stopped = true;
    stopListening();
    await Promise.allSettled(stops.map((stop) => stop()));
  };
}
