import { contextBridge, ipcRenderer } from 'electron';
import { IPC } from '../shared/ipc-channels';
import { PRELOAD_GLOBAL, type PartilhaConsoleApi } from '../shared/preload-api';

// The renderer's only way out of its sandbox: one named function per IPC call. ipcRenderer itself,
// a generic invoke or a channel parameter would let any script in the page call any channel, so
// none is exposed. Main validates every argument again; this file only shapes the calls.
const api: PartilhaConsoleApi = {
  getSettings: () => ipcRenderer.invoke(IPC.settingsGet),
  setServerUrl: (url) => ipcRenderer.invoke(IPC.settingsSetServerUrl, { url }),
  loadSession: () => ipcRenderer.invoke(IPC.sessionLoad),
  saveSession: (session) => ipcRenderer.invoke(IPC.sessionSave, { session }),
  clearSession: () => ipcRenderer.invoke(IPC.sessionClear),
  csvBegin: (suggestedName) => ipcRenderer.invoke(IPC.csvBegin, { suggestedName }),
  csvWrite: (saveId, chunk) => ipcRenderer.invoke(IPC.csvWrite, { saveId, chunk }),
  csvFinish: (saveId) => ipcRenderer.invoke(IPC.csvFinish, { saveId }),
  csvAbort: (saveId) => ipcRenderer.invoke(IPC.csvAbort, { saveId }),
  openExternal: (url) => ipcRenderer.invoke(IPC.externalOpen, { url }),
};

contextBridge.exposeInMainWorld(PRELOAD_GLOBAL, api);
