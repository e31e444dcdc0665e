import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC } from '../shared/ipc-channels';
import { ipcContract } from '../shared/ipc-contract';

// The preload against fakes of Electron's contextBridge and ipcRenderer: what it exposes to the page
// and what each function sends to main.
const exposed = new Map<string, unknown>();
const invocations: unknown[][] = [];
const ipcRenderer = {
  invoke: (...args: unknown[]) => {
    invocations.push(args);
    return Promise.resolve('answer');
  },
  send: () => undefined,
  on: () => undefined,
};

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer,
}));

beforeAll(async () => {
  await import('./index');
});

describe('the preload', () => {
  it('exposes one object, window.partilhaConsole, of named functions only', () => {
    expect([...exposed.keys()]).toEqual(['partilhaConsole']);
    const api = exposed.get('partilhaConsole') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(
      [
        'clearSession',
        'csvAbort',
        'csvBegin',
        'csvFinish',
        'csvWrite',
        'getSettings',
        'loadSession',
        'openExternal',
        'saveSession',
        'setServerUrl',
      ].sort(),
    );
    for (const value of Object.values(api)) {
      expect(typeof value).toBe('function');
      expect(value).not.toBe(ipcRenderer.invoke);
      expect(value).not.toBe(ipcRenderer);
    }
  });

  it('sends each call on its own fixed channel with one argument object that the contract accepts', async () => {
    const api = exposed.get('partilhaConsole') as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const saveId = '00000000-0000-4000-8000-000000000001';
    const calls: [string, unknown[]][] = [
      ['getSettings', []],
      ['setServerUrl', ['https://partilha.example']],
      ['loadSession', []],
      ['saveSession', ['{"token":"t"}']],
      ['clearSession', []],
      ['csvBegin', ['partilha-members-2026-11-25.csv']],
      ['csvWrite', [saveId, new Uint8Array([1, 2])]],
      ['csvFinish', [saveId]],
      ['csvAbort', [saveId]],
      ['openExternal', ['https://partilha.example/x']],
    ];
    invocations.length = 0;
    for (const [name, args] of calls) expect(await api[name]!(...args)).toBe('answer');
    const channels = invocations.map(([channel]) => channel);
    expect([...channels].sort()).toEqual(Object.values(IPC).sort());
    for (const [channel, ...args] of invocations) {
      expect(args.length, String(channel)).toBeLessThanOrEqual(1);
      const schema = ipcContract[channel as keyof typeof ipcContract].request;
      expect(schema.safeParse(args[0]).success, String(channel)).toBe(true);
    }
  });
});
