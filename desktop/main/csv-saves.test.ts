import * as fs from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCsvSaves, MAX_OPEN_SAVES } from './csv-saves';
import type { FsLike } from './electron-facade';
import { FakeDialog, FakeWindow } from './test-support/fake-electron';
import { listFiles, makeTempDir } from './test-support/temp-dir';
import { mainWindowOptions } from './main-window';

let tmp: { path: string; remove: () => Promise<void> };
let dialog: FakeDialog;
let ids = 0;
const window = new FakeWindow(mainWindowOptions('/p'));
const id = () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`;
const bytes = (text: string) => new TextEncoder().encode(text);

function saves(fileSystem: Pick<FsLike, 'open' | 'rm'> = fs) {
  return createCsvSaves({ fs: fileSystem, dialog, downloadsDir: () => tmp.path, newId: id, joinPath: join });
}

beforeEach(async () => {
  tmp = await makeTempDir();
  dialog = new FakeDialog();
  dialog.next = { canceled: false, filePath: join(tmp.path, 'out.csv') };
});
afterEach(() => tmp.remove());

describe('CSV saves', () => {
  it('keeps the order of writes sent without waiting (a hostile or hasty renderer)', async () => {
    const csv = saves();
    const begun = await csv.begin(window, 'partilha-members-2026-11-25.csv');
    if (!('saveId' in begun)) throw new Error('expected a save');
    const parts = Array.from({ length: 50 }, (_, i) => `row ${i}\r\n`);
    await Promise.all(parts.map((part) => csv.write(begun.saveId, bytes(part))));
    await csv.finish(begun.saveId);
    expect(await fs.readFile(join(tmp.path, 'out.csv'), 'utf8')).toBe(parts.join(''));
  });

  it('copies each chunk, so a buffer reused by the caller cannot change what is written', async () => {
    const csv = saves();
    const begun = (await csv.begin(window, 'partilha-members-2026-11-25.csv')) as { saveId: string };
    const buffer = bytes('first');
    const pending = csv.write(begun.saveId, buffer);
    buffer.set(bytes('XXXXX'));
    await pending;
    await csv.finish(begun.saveId);
    expect(await fs.readFile(join(tmp.path, 'out.csv'), 'utf8')).toBe('first');
  });

  it('ends the export and removes the partial file when a write fails', async () => {
    const failing: Pick<FsLike, 'open' | 'rm'> = {
      rm: fs.rm,
      async open(path, flags) {
        const handle = await fs.open(path, flags);
        let writes = 0;
        return {
          write: (buffer, offset, length) => {
            writes += 1;
            return writes === 2 ? Promise.reject(new Error('ENOSPC')) : handle.write(buffer, offset, length);
          },
          close: () => handle.close(),
        };
      },
    };
    const csv = saves(failing);
    const begun = (await csv.begin(window, 'partilha-members-2026-11-25.csv')) as { saveId: string };
    await csv.write(begun.saveId, bytes('a'));
    await expect(csv.write(begun.saveId, bytes('b'))).rejects.toThrow('ENOSPC');
    await expect(csv.finish(begun.saveId)).rejects.toThrow('Unknown export.');
    expect(await listFiles(tmp.path)).toEqual([]);
  });

  it(`allows at most ${MAX_OPEN_SAVES} exports at once`, async () => {
    const csv = saves();
    for (let i = 0; i < MAX_OPEN_SAVES; i++) {
      dialog.next = { canceled: false, filePath: join(tmp.path, `out-${i}.csv`) };
      await csv.begin(window, 'partilha-members-2026-11-25.csv');
    }
    const dialogs = dialog.calls.length;
    await expect(csv.begin(window, 'partilha-members-2026-11-25.csv')).rejects.toThrow('Too many exports at once.');
    expect(dialog.calls).toHaveLength(dialogs);
    await csv.abortAll();
    expect(await listFiles(tmp.path)).toEqual([]);
  });
});
