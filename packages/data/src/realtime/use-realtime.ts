import type { RecordSubscription } from 'pocketbase';
import { useEffect, useRef } from 'react';
import { usePocketBase } from '../client/data-provider';

/**
 * Subscribes to a collection's realtime events while mounted (PocketBase SSE). `topic` is '*' or a
 * record id; `filter` narrows the events server-side. The server's API rules decide what arrives.
 */
export function useRealtime<T = Record<string, unknown>>(
  collection: string,
  topic: string,
  onEvent: (event: RecordSubscription<T>) => void,
  options: { filter?: string; enabled?: boolean } = {},
): void {
  const client = usePocketBase();
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const { filter, enabled = true } = options;

  useEffect(() => {
    if (!enabled) return;
    let unsubscribe: (() => Promise<void>) | null = null;
    let cancelled = false;
    client
      .collection(collection)
      .subscribe<T>(topic, (event) => handler.current(event), filter ? { filter } : undefined)
      .then((stop) => {
        if (cancelled) void stop();
        else unsubscribe = stop;
      })
      .catch((error: unknown) => console.error(`realtime subscription to ${collection} failed`, error));
    return () => {
      cancelled = true;
      if (unsubscribe) void unsubscribe();
    };
  }, [client, collection, topic, filter, enabled]);
}
