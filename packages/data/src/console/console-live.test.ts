import PocketBase from 'pocketbase';
import { describe, expect, it, vi } from 'vitest';
import { onRealtimeDisconnect } from './console-live';

// The SDK calls `realtime.onDisconnect(activeTopics)` when its connection drops; these tests call
// that slot the way the SDK does.
describe('onRealtimeDisconnect', () => {
  it('keeps a later watcher hooked when an earlier one stops (React runs effects twice)', () => {
    const client = new PocketBase('http://127.0.0.1:1');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = onRealtimeDisconnect(client, first);
    onRealtimeDisconnect(client, second);
    stopFirst();
    client.realtime.onDisconnect?.(['bookings']);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(['bookings']);
  });

  it('still calls a handler the app set before', () => {
    const client = new PocketBase('http://127.0.0.1:1');
    const own = vi.fn();
    client.realtime.onDisconnect = own;
    const watcher = vi.fn();
    onRealtimeDisconnect(client, watcher);
    client.realtime.onDisconnect?.([]);
    expect(own).toHaveBeenCalledWith([]);
    expect(watcher).toHaveBeenCalledWith([]);
  });
});
