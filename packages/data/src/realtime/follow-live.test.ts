import type PocketBase from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { followLive } from './follow-live';

/** A stand-in for the SDK's realtime connection: records the reconnect listener, no network. */
function realtime() {
  const listeners: (() => void)[] = [];
  const client = {
    realtime: {
      subscribe: vi.fn(async (_topic: string, listener: () => void) => {
        listeners.push(listener);
        return async () => undefined;
      }),
    },
  } as unknown as PocketBase;
  return { client, reconnect: () => listeners.forEach((listener) => listener()) };
}

/** A load whose answers the test releases one by one. */
function controlledLoad() {
  const pending: ((value: number) => void)[] = [];
  let calls = 0;
  const load = vi.fn(
    () =>
      new Promise<number>((resolve) => {
        calls += 1;
        const call = calls;
        pending.push(() => resolve(call));
      }),
  );
  return {
    load,
    release: () => pending.shift()?.(0),
    get calls() {
      return calls;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('followLive', () => {
  it('delivers the first answer before it resolves, then after events', async () => {
    const { client } = realtime();
    let fire = () => undefined as void;
    const seen: number[] = [];
    const stop = await followLive(
      client,
      async (onEvent) => {
        fire = onEvent;
        return async () => undefined;
      },
      async () => seen.length + 1,
      (value) => seen.push(value),
      () => undefined,
    );
    expect(seen).toEqual([1]);
    fire();
    await tick();
    expect(seen).toEqual([1, 2]);
    await stop();
    fire();
    await tick();
    expect(seen).toEqual([1, 2]);
  });

  it('runs one load at a time and one more for a burst of events', async () => {
    const { client } = realtime();
    const control = controlledLoad();
    let fire = () => undefined as void;
    const delivered: number[] = [];
    const started = followLive(
      client,
      async (onEvent) => {
        fire = onEvent;
        return async () => undefined;
      },
      control.load,
      (value) => delivered.push(value),
      () => undefined,
    );
    await tick();
    expect(control.calls).toBe(1);
    for (let i = 0; i < 50; i += 1) fire();
    control.release();
    await tick();
    // The burst during the first load asks for exactly one more.
    expect(control.calls).toBe(2);
    control.release();
    await started;
    await tick();
    expect(control.calls).toBe(2);
    expect(delivered).toEqual([1, 2]);
  });

  it('loads again when the connection comes back, and reports failures', async () => {
    const { client, reconnect } = realtime();
    let fail = false;
    const errors: unknown[] = [];
    const delivered: string[] = [];
    await followLive(
      client,
      async () => async () => undefined,
      async () => {
        if (fail) throw new Error('offline');
        return 'list';
      },
      (value) => delivered.push(value),
      (error) => errors.push(error),
    );
    reconnect();
    await tick();
    expect(delivered).toEqual(['list', 'list']);
    fail = true;
    reconnect();
    await tick();
    expect(errors).toHaveLength(1);
  });
});
