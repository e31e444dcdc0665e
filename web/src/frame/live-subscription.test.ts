import { describe, expect, it, vi } from 'vitest';
import { startLiveSubscription, type Unsubscribe } from './live-subscription';

/** A watch whose subscription resolves (or fails) when the test says so. */
function pendingWatch() {
  let resolve!: (stop: Unsubscribe) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Unsubscribe>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  const unsubscribe = vi.fn(async () => undefined);
  return { watch: () => promise, resolve: () => resolve(unsubscribe), reject, unsubscribe };
}

const settle = () => new Promise((wake) => setTimeout(wake, 0));

describe('startLiveSubscription', () => {
  it('ends the subscription on stop once it is running', async () => {
    const pending = pendingWatch();
    const stop = startLiveSubscription(pending.watch, vi.fn());
    pending.resolve();
    await settle();
    expect(pending.unsubscribe).not.toHaveBeenCalled();
    stop();
    expect(pending.unsubscribe).toHaveBeenCalledTimes(1);
    stop();
    expect(pending.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('ends a subscription that resolves after stop (unmounted during the handshake)', async () => {
    const pending = pendingWatch();
    const stop = startLiveSubscription(pending.watch, vi.fn());
    stop();
    expect(pending.unsubscribe).not.toHaveBeenCalled();
    pending.resolve();
    await settle();
    expect(pending.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('reports a failure to subscribe instead of throwing', async () => {
    const pending = pendingWatch();
    const onFailure = vi.fn();
    startLiveSubscription(pending.watch, onFailure);
    const error = new Error('Failed to establish realtime connection.');
    pending.reject(error);
    await settle();
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('stays quiet about a failure that comes after stop', async () => {
    const pending = pendingWatch();
    const onFailure = vi.fn();
    const stop = startLiveSubscription(pending.watch, onFailure);
    stop();
    pending.reject(new Error('gone'));
    await settle();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('reports a failure to unsubscribe', async () => {
    const error = new Error('offline');
    const onFailure = vi.fn();
    const stop = startLiveSubscription(async () => () => Promise.reject(error), onFailure);
    await settle();
    stop();
    await settle();
    expect(onFailure).toHaveBeenCalledWith(error);
  });
});
