import type { ConsoleBridge } from '../../../shared/bridge';
import type { PartilhaConsoleApi } from '../../../shared/preload-api';
import { inChunks } from './chunks';

// The bridge inside the Electron shell: every call goes through the preload's named functions to
// main, which validates it again (the renderer is not trusted there).
export function createElectronBridge(api: PartilhaConsoleApi): ConsoleBridge {
  return {
    kind: 'electron',
    getSettings: () => api.getSettings(),
    async setServerUrl(url) {
      const result = await api.setServerUrl(url);
      if (!result.ok) throw new Error(result.message);
      return result.settings;
    },
    loadSession: () => api.loadSession(),
    saveSession: (session) => api.saveSession(session),
    clearSession: () => api.clearSession(),
    async saveCsv(suggestedName, body) {
      const begun = await api.csvBegin(suggestedName);
      if ('cancelled' in begun) {
        // Nobody will read the export: tell the server side of the stream to stop.
        await body.cancel().catch(() => undefined);
        return 'cancelled';
      }
      try {
        for await (const chunk of inChunks(body)) await api.csvWrite(begun.saveId, chunk);
      } catch (error) {
        await api.csvAbort(begun.saveId).catch(() => undefined);
        throw error;
      }
      await api.csvFinish(begun.saveId);
      return 'saved';
    },
    openExternal: (url) => api.openExternal(url),
  };
}
