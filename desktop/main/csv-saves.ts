import { exportFileType } from '../shared/csv-name';
import type { BrowserWindowLike, DialogLike, FileHandleLike, FsLike } from './electron-facade';

// A CSV export written to the file the operator picked in main's own save dialog. The renderer
// only ever holds an opaque saveId: it cannot name a path, cannot write to a save it did not begin,
// and cannot write after finish or abort (the id is forgotten at once). Writes to one save run in
// order even if a hostile renderer sends them concurrently. An aborted export removes its partial
// file, so the operator never finds half a spreadsheet.

export const MAX_OPEN_SAVES = 4;

interface OpenSave {
  path: string;
  handle: FileHandleLike;
  /** The tail of this save's operations; each new one runs after it. */
  queue: Promise<void>;
}

export interface CsvSaves {
  begin(window: BrowserWindowLike, suggestedName: string): Promise<{ saveId: string } | { cancelled: true }>;
  write(saveId: string, chunk: Uint8Array): Promise<void>;
  finish(saveId: string): Promise<void>;
  abort(saveId: string): Promise<void>;
  abortAll(): Promise<void>;
}

export interface CsvSavesOptions {
  fs: Pick<FsLike, 'open' | 'rm'>;
  dialog: DialogLike;
  downloadsDir: () => string;
  newId: () => string;
  joinPath: (dir: string, name: string) => string;
}

export function createCsvSaves(options: CsvSavesOptions): CsvSaves {
  const saves = new Map<string, OpenSave>();
  let pendingDialogs = 0;

  const take = (saveId: string): OpenSave => {
    const save = saves.get(saveId);
    if (!save) throw new Error('Unknown export.');
    return save;
  };

  const close = async (saveId: string, removeFile: boolean) => {
    const save = take(saveId);
    saves.delete(saveId);
    await save.queue.catch(() => undefined);
    await save.handle.close().catch(() => undefined);
    if (removeFile) await options.fs.rm(save.path, { force: true });
  };

  return {
    async begin(window, suggestedName) {
      if (saves.size + pendingDialogs >= MAX_OPEN_SAVES) throw new Error('Too many exports at once.');
      pendingDialogs += 1;
      let chosen: string | undefined;
      const type = exportFileType(suggestedName);
      try {
        const result = await options.dialog.showSaveDialog(window, {
          title: `Save ${type.extension.toUpperCase()} export`,
          defaultPath: options.joinPath(options.downloadsDir(), suggestedName),
          filters: [{ name: type.label, extensions: [type.extension] }],
        });
        chosen = result.canceled || !result.filePath ? undefined : result.filePath;
      } finally {
        pendingDialogs -= 1;
      }
      if (chosen === undefined) return { cancelled: true };
      const handle = await options.fs.open(chosen, 'w');
      const saveId = options.newId();
      saves.set(saveId, { path: chosen, handle, queue: Promise.resolve() });
      return { saveId };
    },

    write(saveId, chunk) {
      const save = take(saveId);
      // Copy: the chunk must not change under us while queued.
      const data = new Uint8Array(chunk);
      const run = save.queue.then(() => writeAll(save.handle, data));
      save.queue = run;
      return run.catch(async (error: unknown) => {
        // A failed write (disk full, file removed) ends the export and its partial file.
        if (saves.get(saveId) === save) await close(saveId, true);
        throw error;
      });
    },

    async finish(saveId) {
      const save = take(saveId);
      saves.delete(saveId);
      try {
        await save.queue;
      } catch (error) {
        await save.handle.close().catch(() => undefined);
        await options.fs.rm(save.path, { force: true });
        throw error;
      }
      await save.handle.close();
    },

    abort: (saveId) => close(saveId, true),

    async abortAll() {
      await Promise.all([...saves.keys()].map((saveId) => close(saveId, true)));
    },
  };
}

async function writeAll(handle: FileHandleLike, data: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < data.byteLength) {
    const { bytesWritten } = await handle.write(data, offset, data.byteLength - offset);
    if (bytesWritten <= 0) throw new Error('The export could not be written.');
    offset += bytesWritten;
  }
}
