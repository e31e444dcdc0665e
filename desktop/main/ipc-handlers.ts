import type { z } from 'zod';
import { ipcContract, type IpcContract, type IpcResponse } from '../shared/ipc-contract';
import { IPC } from '../shared/ipc-channels';
import type { CsvSaves } from './csv-saves';
import type { BrowserWindowLike, IpcInvokeEvent, IpcMainLike } from './electron-facade';
import type { ExternalOpener } from './external-links';
import { isTrustedSender } from './ipc-sender';
import type { SessionStore } from './session-store';
import type { SettingsStore } from './settings-store';

// Every IPC call main answers. Each handler first checks who is calling, then parses the arguments
// with the contract's schema; only then does anything happen. A refused call throws (the renderer's
// invoke rejects) and has no side effect. Error messages name no file or internal detail.

export interface IpcDependencies {
  ipcMain: IpcMainLike;
  mainWindow: () => BrowserWindowLike | null;
  settings: SettingsStore;
  sessions: SessionStore;
  csv: CsvSaves;
  openExternal: ExternalOpener;
  /** Called after the server URL changed origin: the window reloads so its CSP names the new one. */
  onServerOriginChanged: () => void;
}

type Channel = keyof IpcContract;
type Handler<C extends Channel> = (
  request: z.output<IpcContract[C]['request']>,
  window: BrowserWindowLike,
) => Promise<IpcResponse<C>> | IpcResponse<C>;

export class IpcRefusedError extends Error {}

export function registerIpcHandlers(deps: IpcDependencies): void {
  const handle = <C extends Channel>(channel: C, handler: Handler<C>) => {
    deps.ipcMain.handle(channel, async (event: IpcInvokeEvent, ...args: unknown[]) => {
      const window = deps.mainWindow();
      if (!window || !isTrustedSender(event, window)) throw new IpcRefusedError('Refused: unknown sender.');
      if (args.length > 1) throw new IpcRefusedError('Refused: invalid arguments.');
      const parsed = ipcContract[channel].request.safeParse(args[0]);
      if (!parsed.success) throw new IpcRefusedError('Refused: invalid arguments.');
      return handler(parsed.data as z.output<IpcContract[C]['request']>, window);
    });
  };

  handle(IPC.settingsGet, () => deps.settings.current());
  handle(IPC.settingsSetServerUrl, async ({ url }) => {
    const before = new URL(deps.settings.current().serverUrl).origin;
    const result = await deps.settings.setServerUrl(url);
    if (!result.ok) return { ok: false, message: result.message };
    if (new URL(result.url).origin !== before) deps.onServerOriginChanged();
    return { ok: true, settings: deps.settings.current() };
  });
  handle(IPC.sessionLoad, () => deps.sessions.load());
  handle(IPC.sessionSave, ({ session }) => deps.sessions.save(session));
  handle(IPC.sessionClear, () => deps.sessions.clear());
  handle(IPC.csvBegin, ({ suggestedName }, window) => deps.csv.begin(window, suggestedName));
  handle(IPC.csvWrite, ({ saveId, chunk }) => deps.csv.write(saveId, chunk));
  handle(IPC.csvFinish, ({ saveId }) => deps.csv.finish(saveId));
  handle(IPC.csvAbort, ({ saveId }) => deps.csv.abort(saveId));
  handle(IPC.externalOpen, ({ url }) => deps.openExternal(url));
}
