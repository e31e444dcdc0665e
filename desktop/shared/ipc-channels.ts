// The IPC channel names, alone in a file without dependencies so the sandboxed preload (which can
// bundle nothing heavy and require nothing but 'electron') shares them with main.
export const IPC = {
  settingsGet: 'settings:get',
  settingsSetServerUrl: 'settings:set-server-url',
  sessionLoad: 'session:load',
  sessionSave: 'session:save',
  sessionClear: 'session:clear',
  csvBegin: 'csv:begin',
  csvWrite: 'csv:write',
  csvFinish: 'csv:finish',
  csvAbort: 'csv:abort',
  externalOpen: 'external:open',
} as const;

export type IpcChannel = (typeof IPC)[keyof typeof IPC];
