import type { ConsoleSettings } from './bridge';
import type { IpcResponse } from './ipc-contract';

// What the preload exposes as `window.partilhaConsole`: one named function per IPC call, nothing
// generic. The renderer's electron-bridge turns it into a ConsoleBridge (streaming, messages).

export type SetServerUrlResult = IpcResponse<'settings:set-server-url'>;
export type CsvBeginResult = IpcResponse<'csv:begin'>;

export interface PartilhaConsoleApi {
  getSettings(): Promise<ConsoleSettings>;
  setServerUrl(url: string): Promise<SetServerUrlResult>;
  loadSession(): Promise<string | null>;
  saveSession(session: string): Promise<void>;
  clearSession(): Promise<void>;
  csvBegin(suggestedName: string): Promise<CsvBeginResult>;
  csvWrite(saveId: string, chunk: Uint8Array): Promise<void>;
  csvFinish(saveId: string): Promise<void>;
  csvAbort(saveId: string): Promise<void>;
  openExternal(url: string): Promise<boolean>;
}

export const PRELOAD_GLOBAL = 'partilhaConsole';
