import { describe, expect, it } from 'vitest';
import { MAX_CSV_CHUNK_BYTES } from '../../../shared/csv-name';
import type { PartilhaConsoleApi } from '../../../shared/preload-api';
import { createElectronBridge } from './electron-bridge';

// A stand-in for the preload's API (what main would answer), recording the calls the bridge makes.
function preload(overrides: Partial<PartilhaConsoleApi> = {}) {
  const calls: [string, ...unknown[]][] = [];
  const record =
    (name: string, answer: unknown = undefined) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  const api: PartilhaConsoleApi = {
    getSettings: record('getSettings', { serverUrl: 'http://127.0.0.1:8090' }) as never,
    setServerUrl: record('setServerUrl', {
      ok: false,
      message: 'The server address must start with http:// or https://.',
    }) as never,
    loadSession: record('loadSession', null) as never,
    saveSession: record('saveSession') as never,
    clearSession: record('clearSession') as never,
    csvBegin: record('csvBegin', { saveId: 'id-1' }) as never,
    csvWrite: record('csvWrite') as never,
    csvFinish: record('csvFinish') as never,
    csvAbort: record('csvAbort') as never,
    openExternal: record('openExternal', false) as never,
    ...overrides,
  };
  return { api, calls };
}

function streamOf(...parts: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

describe('the Electron bridge', () => {
  it('rejects setServerUrl with main’s message', async () => {
    const { api } = preload();
    await expect(createElectronBridge(api).setServerUrl('ftp://x')).rejects.toThrow(
      'The server address must start with http:// or https://.',
    );
  });

  it('streams a CSV to main in chunks of at most 1 MiB, then finishes', async () => {
    const { api, calls } = preload();
    const big = new Uint8Array(MAX_CSV_CHUNK_BYTES * 2 + 10).map((_, i) => i % 251);
    const result = await createElectronBridge(api).saveCsv(
      'partilha-subscriptions-2026-11-25.csv',
      streamOf(new Uint8Array([1, 2, 3]), big),
    );
    expect(result).toBe('saved');
    const writes = calls.filter(([name]) => name === 'csvWrite').map(([, , chunk]) => chunk as Uint8Array);
    expect(writes.map((chunk) => chunk.byteLength)).toEqual([3, MAX_CSV_CHUNK_BYTES, MAX_CSV_CHUNK_BYTES, 10]);
    const joined = new Uint8Array(writes.reduce((n, chunk) => n + chunk.byteLength, 0));
    writes.reduce((offset, chunk) => (joined.set(chunk, offset), offset + chunk.byteLength), 0);
    // Compared byte by byte in a loop: a deep toEqual over 2 MiB takes seconds.
    const rest = joined.subarray(3);
    expect(rest.byteLength).toBe(big.byteLength);
    expect(rest.every((byte, i) => byte === big[i])).toBe(true);
    expect(calls.at(-1)).toEqual(['csvFinish', 'id-1']);
  });

  it('cancels the body and writes nothing when the operator cancels the dialog', async () => {
    let cancelled = false;
    const { api, calls } = preload({ csvBegin: async () => ({ cancelled: true }) });
    const body = new ReadableStream<Uint8Array>({ cancel: () => void (cancelled = true) });
    expect(await createElectronBridge(api).saveCsv('partilha-members-2026-11-25.csv', body)).toBe('cancelled');
    expect(cancelled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('aborts the save when the body fails midway, and rejects', async () => {
    const { api, calls } = preload();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1]));
        controller.error(new Error('network lost'));
      },
    });
    await expect(createElectronBridge(api).saveCsv('partilha-members-2026-11-25.csv', body)).rejects.toThrow(
      'network lost',
    );
    expect(calls.map(([name]) => name)).toContain('csvAbort');
    expect(calls.map(([name]) => name)).not.toContain('csvFinish');
  });
});
