/** What a realtime watch resolves to: the call that ends it. */
export type Unsubscribe = () => Promise<void>;

/**
 * Starts a realtime watch from an effect and gives back a synchronous stop for its cleanup.
 *
 * The watch only resolves once the server has taken the subscription, and a component may unmount
 * (or sign out) before that. Stopping early therefore ends the watch the moment it resolves, so no
 * subscription outlives its component; a failure to start or to end is reported, never thrown,
 * and a failure to start after stopping is of no interest to anyone.
 */
export function startLiveSubscription(
  watch: () => Promise<Unsubscribe>,
  onFailure: (error: unknown) => void,
): () => void {
  let stopped = false;
  let unsubscribe: Unsubscribe | null = null;
  const end = (stop: Unsubscribe) => {
    stop().catch(onFailure);
  };

  watch().then(
    (stop) => {
      if (stopped) end(stop);
      else unsubscribe = stop;
    },
    (error: unknown) => {
      if (!stopped) onFailure(error);
    },
  );

  return () => {
    if (stopped) return;
    stopped = true;
    if (unsubscribe) end(unsubscribe);
    unsubscribe = null;
  };
}
