import { inTransaction } from './booking-transaction';

/** A request hook's event as far as running its write in a transaction goes. */
export interface TransactionalEvent {
  app: PbApp;
  next(): void;
}

/**
 * Runs the rest of a collection request (PocketBase's own write, and every model hook it fires)
 * in one transaction: the event's app is the transaction's while it runs, so the write and the
 * summaries or counters the model hooks recompute commit together or not at all. `first` runs
 * inside before the write (checks that must see the transaction's state), `then` after it (rows
 * that must commit with it). PocketBase writes the response once the transaction has committed.
 */
export function nextInTransaction(
  e: TransactionalEvent,
  first?: (txApp: PbApp) => void,
  then?: (txApp: PbApp) => void,
): void {
  const outer = e.app;
  try {
    inTransaction(outer, (txApp) => {
      e.app = txApp;
      first?.(txApp);
      e.next();
      then?.(txApp);
    });
  } finally {
    e.app = outer;
  }
}
