import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IPC } from '../shared/ipc-channels';
import { MAX_CSV_CHUNK_BYTES } from '../shared/csv-name';
import { FakeFrame, FakeWebContents } from './test-support/fake-electron';
import { startFakeConsole, type FakeConsole } from './test-support/start-fake-console';
import { listFiles } from './test-support/temp-dir';
import type { IpcInvokeEvent } from './electron-facade';

// Every IPC handler, called the way a compromised or foreign renderer could call it. A refused call
// must reject and leave no trace: no file written, no dialog, no browser opened, no reload.

const TEN_MB = 'x'.repeat(10 * 1024 * 1024);

/** One valid call per channel, so the sender tests know the refusal is about the sender alone. */
const VALID_ARGS: Record<string, unknown[]> = {
  [IPC.settingsGet]: [],
  [IPC.settingsSetServerUrl]: [{ url: 'https://partilha.example' }],
  [IPC.sessionLoad]: [],
  [IPC.sessionSave]: [{ session: '{"token":"t","record":{}}' }],
  [IPC.sessionClear]: [],
  [IPC.csvBegin]: [{ suggestedName: 'partilha-subscriptions-2026-11-25.csv' }],
  [IPC.csvWrite]: [{ saveId: '00000000-0000-4000-8000-000000000000', chunk: new Uint8Array([65]) }],
  [IPC.csvFinish]: [{ saveId: '00000000-0000-4000-8000-000000000000' }],
  [IPC.csvAbort]: [{ saveId: '00000000-0000-4000-8000-000000000000' }],
  [IPC.externalOpen]: [{ url: 'https://partilha.example/listings/1' }],
};

let c: FakeConsole;
beforeEach(async () => {
  c = await startFakeConsole();
  c.electron.dialog.next = { canceled: false, filePath: join(c.root, 'downloads', 'chosen.csv') };
});
afterEach(() => c.remove());

/** Everything a refused call could have touched. */
async function sideEffects() {
  return {
    files: await listFiles(c.root),
    dialogs: c.electron.dialog.calls.length,
    opened: [...c.electron.shell.opened],
    reloads: c.window.webContents.reloads,
  };
}

async function expectRefusedWithoutEffect(call: () => Promise<unknown>) {
  const before = await sideEffects();
  await expect(call()).rejects.toThrow(/Refused/);
  expect(await sideEffects()).toEqual(before);
}

describe('a call from anything but the console’s own top frame is refused with no side effect', () => {
  const foreignEvents: [string, () => IpcInvokeEvent][] = [
    ['another web contents', () => new FakeWebContents().topFrameEvent()],
    [
      'an iframe of the window',
      () => ({
        sender: c.window.webContents,
        senderFrame: new FakeFrame('app://console/index.html', c.window.webContents.mainFrame),
      }),
    ],
    [
      'the top frame showing a non-app:// page',
      () => {
        c.window.webContents.mainFrame.url = 'https://evil.example/';
        return c.window.webContents.topFrameEvent();
      },
    ],
    [
      'a file:// page',
      () => {
        c.window.webContents.mainFrame.url = 'file:///work/main/out/desktop/renderer/index.html';
        return c.window.webContents.topFrameEvent();
      },
    ],
    [
      'an app:// look-alike host',
      () => {
        c.window.webContents.mainFrame.url = 'app://console.evil/index.html';
        return c.window.webContents.topFrameEvent();
      },
    ],
    ['a frame that is gone (senderFrame null)', () => ({ sender: c.window.webContents, senderFrame: null })],
    [
      'another top frame claiming the same URL',
      () => ({ sender: c.window.webContents, senderFrame: new FakeFrame('app://console/index.html') }),
    ],
  ];

  for (const [channel, args] of Object.entries(VALID_ARGS)) {
    for (const [who, event] of foreignEvents) {
      it(`${channel} from ${who}`, async () => {
        await expectRefusedWithoutEffect(() => c.electron.ipcMain.invoke(channel, event(), ...args));
      });
    }
  }

  it('a destroyed window accepts nothing', async () => {
    c.window.destroyed = true;
    await expectRefusedWithoutEffect(() => c.invoke(IPC.settingsGet));
  });
});

describe('hostile arguments are refused with no side effect', () => {
  const hostile: [string, unknown[]][] = [
    [IPC.settingsGet, [{ anything: 1 }]],
    [IPC.settingsSetServerUrl, []],
    [IPC.settingsSetServerUrl, ['https://partilha.example']],
    [IPC.settingsSetServerUrl, [{ url: 8090 }]],
    [IPC.settingsSetServerUrl, [{ url: `https://${TEN_MB}` }]],
    [IPC.settingsSetServerUrl, [{ url: 'https://partilha.example', path: '/etc' }]],
    [IPC.settingsSetServerUrl, [{ url: 'https://partilha.example' }, { url: 'https://evil.example' }]],
    [IPC.sessionLoad, [null]],
    [IPC.sessionSave, [{}]],
    [IPC.sessionSave, [{ session: { token: 't' } }]],
    [IPC.sessionSave, [{ session: TEN_MB }]],
    [IPC.sessionSave, [{ session: 'é'.repeat(40 * 1024) }]], // 40 Ki characters, 80 KiB of UTF-8
    [IPC.sessionClear, ['all']],
    [IPC.csvBegin, [{}]],
    [IPC.csvBegin, [{ suggestedName: 42 }]],
    [IPC.csvBegin, [{ suggestedName: '../../.bashrc' }]],
    [IPC.csvBegin, [{ suggestedName: '/etc/cron.d/partilha-x-2026-01-01.csv' }]],
    [IPC.csvBegin, [{ suggestedName: 'partilha-x-2026-01-01.csv/../../evil.csv' }]],
    [IPC.csvBegin, [{ suggestedName: 'C:\\Windows\\partilha-x-2026-01-01.csv' }]],
    [IPC.csvBegin, [{ suggestedName: 'partilha-subscriptions-2026-11-25.exe' }]],
    [IPC.csvBegin, [{ suggestedName: `partilha-${TEN_MB}-2026-11-25.csv` }]],
    [IPC.csvBegin, [{ suggestedName: 'partilha-subscriptions-2026-11-25.csv', path: '/tmp/x.csv' }]],
    [IPC.csvWrite, [{ saveId: 'not-an-id', chunk: new Uint8Array([1]) }]],
    [IPC.csvWrite, [{ saveId: VALID_ARGS[IPC.csvWrite]![0] as never, chunk: 'text' }]],
    [IPC.csvWrite, [{ saveId: '00000000-0000-4000-8000-000000000000', chunk: [65, 66] }]],
    [IPC.csvWrite, [{ saveId: '00000000-0000-4000-8000-000000000000' }]],
    [IPC.csvFinish, [{ saveId: 7 }]],
    [IPC.csvFinish, [{ saveId: TEN_MB }]],
    [IPC.csvAbort, [{}]],
    [IPC.externalOpen, [{ url: ['https://partilha.example'] }]],
    [IPC.externalOpen, [{ url: `https://partilha.example/${TEN_MB}` }]],
  ];

  for (const [channel, args] of hostile) {
    const shown = JSON.stringify(args, (_k, v: unknown) =>
      typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length})` : v,
    );
    it(`${channel} ${shown}`, async () => {
      await expectRefusedWithoutEffect(() => c.invoke(channel, ...args));
    });
  }

  it('a session that was refused leaves the saved one in place', async () => {
    await c.invoke(IPC.sessionSave, { session: 'kept' });
    await expect(c.invoke(IPC.sessionSave, { session: TEN_MB })).rejects.toThrow(/Refused/);
    expect(await c.invoke(IPC.sessionLoad)).toBe('kept');
  });
});

describe('CSV saves over IPC', () => {
  const begin = async () =>
    (await c.invoke(IPC.csvBegin, { suggestedName: 'partilha-subscriptions-2026-11-25.csv' })) as { saveId: string };

  it('writes exactly the chunks, in order, to the path chosen in the dialog and nowhere else', async () => {
    const { saveId } = await begin();
    expect(c.electron.dialog.calls).toEqual([
      { window: c.window, defaultPath: join(c.downloads, 'partilha-subscriptions-2026-11-25.csv') },
    ]);
    const chunks = ['\uFEFFemail,name\r\n', '"a@b.pt","Zé, Lda"\r\n', "'=1+1,x\r\n"].map((text) =>
      new TextEncoder().encode(text),
    );
    for (const chunk of chunks) await c.invoke(IPC.csvWrite, { saveId, chunk });
    await c.invoke(IPC.csvFinish, { saveId });
    expect(await readFile(join(c.downloads, 'chosen.csv'))).toEqual(Buffer.concat(chunks));
    expect(await listFiles(c.root)).toEqual(['downloads/chosen.csv', 'renderer/index.html']);
  });

  it('refuses a chunk over 1 MiB without writing it, and accepts exactly 1 MiB', async () => {
    const { saveId } = await begin();
    await expect(c.invoke(IPC.csvWrite, { saveId, chunk: new Uint8Array(MAX_CSV_CHUNK_BYTES + 1) })).rejects.toThrow(
      /Refused/,
    );
    await c.invoke(IPC.csvWrite, { saveId, chunk: new Uint8Array(MAX_CSV_CHUNK_BYTES).fill(66) });
    await c.invoke(IPC.csvFinish, { saveId });
    expect((await readFile(join(c.downloads, 'chosen.csv'))).byteLength).toBe(MAX_CSV_CHUNK_BYTES);
  });

  it('refuses unknown and finished saveIds, and writes after finish change nothing', async () => {
    await expect(
      c.invoke(IPC.csvWrite, { saveId: '00000000-0000-4000-8000-000000000000', chunk: new Uint8Array([1]) }),
    ).rejects.toThrow('Unknown export.');
    const { saveId } = await begin();
    await c.invoke(IPC.csvWrite, { saveId, chunk: new TextEncoder().encode('a,b\r\n') });
    await c.invoke(IPC.csvFinish, { saveId });
    await expect(c.invoke(IPC.csvWrite, { saveId, chunk: new TextEncoder().encode('late') })).rejects.toThrow(
      'Unknown export.',
    );
    await expect(c.invoke(IPC.csvFinish, { saveId })).rejects.toThrow('Unknown export.');
    await expect(c.invoke(IPC.csvAbort, { saveId })).rejects.toThrow('Unknown export.');
    expect(await readFile(join(c.downloads, 'chosen.csv'), 'utf8')).toBe('a,b\r\n');
  });

  it('a cancelled dialog gives { cancelled: true } and writes nothing', async () => {
    c.electron.dialog.next = { canceled: true };
    expect(await c.invoke(IPC.csvBegin, { suggestedName: 'partilha-bookings-2026-11-25.csv' })).toEqual({
      cancelled: true,
    });
    expect(await listFiles(c.root)).toEqual(['renderer/index.html']);
  });

  it('abort removes the partial file and forgets the saveId', async () => {
    const { saveId } = await begin();
    await c.invoke(IPC.csvWrite, { saveId, chunk: new TextEncoder().encode('half') });
    await c.invoke(IPC.csvAbort, { saveId });
    expect(await listFiles(c.root)).toEqual(['renderer/index.html']);
    await expect(c.invoke(IPC.csvWrite, { saveId, chunk: new Uint8Array([1]) })).rejects.toThrow('Unknown export.');
  });

  it('closing the window aborts the exports still open', async () => {
    await begin();
    c.window.destroyed = true;
    c.window.emit('closed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await listFiles(c.root)).toEqual(['renderer/index.html']);
  });
});

describe('settings and session over IPC', () => {
  it('answers the default server, stores a valid URL normalised, reloads when the origin changed', async () => {
    expect(await c.invoke(IPC.settingsGet)).toEqual({ serverUrl: 'http://127.0.0.1:8090' });
    expect(await c.invoke(IPC.settingsSetServerUrl, { url: ' https://Partilha.Example:443/ ' })).toEqual({
      ok: true,
      settings: { serverUrl: 'https://partilha.example' },
    });
    expect(await c.invoke(IPC.settingsGet)).toEqual({ serverUrl: 'https://partilha.example' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(c.window.webContents.reloads).toBe(1);
    await c.invoke(IPC.settingsSetServerUrl, { url: 'https://partilha.example' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(c.window.webContents.reloads).toBe(1);
  });

  it('answers a message for an invalid URL and keeps the setting', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://x',
      'not a url',
      'http://192.168.1.2:8090',
    ]) {
      const result = (await c.invoke(IPC.settingsSetServerUrl, { url })) as { ok: boolean; message?: string };
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(/\S/);
    }
    expect(await c.invoke(IPC.settingsGet)).toEqual({ serverUrl: 'http://127.0.0.1:8090' });
    expect(await listFiles(c.userData)).toEqual([]);
  });

  it('saves, loads and clears the session', async () => {
    expect(await c.invoke(IPC.sessionLoad)).toBeNull();
    await c.invoke(IPC.sessionSave, { session: '{"token":"abc","record":{"id":"u1"}}' });
    expect(await c.invoke(IPC.sessionLoad)).toBe('{"token":"abc","record":{"id":"u1"}}');
    await c.invoke(IPC.sessionClear);
    expect(await c.invoke(IPC.sessionLoad)).toBeNull();
  });

  it('opens only allowed links in the system browser', async () => {
    await c.invoke(IPC.settingsSetServerUrl, { url: 'https://partilha.example' });
    expect(await c.invoke(IPC.externalOpen, { url: 'https://partilha.example/listings/abc' })).toBe(true);
    expect(await c.invoke(IPC.externalOpen, { url: 'https://www.partilha.example/profile/u1' })).toBe(true);
    expect(await c.invoke(IPC.externalOpen, { url: 'http://partilha.example/listings/abc' })).toBe(false);
    expect(await c.invoke(IPC.externalOpen, { url: 'https://evil.example/' })).toBe(false);
    expect(c.electron.shell.opened).toEqual([
      'https://partilha.example/listings/abc',
      'https://www.partilha.example/profile/u1',
    ]);
  });
});
