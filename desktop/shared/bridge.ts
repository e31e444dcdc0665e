// The one contract between the operator console's screens and the shell that hosts them. The
// Electron shell (preload + main) and the browser (web-bridge) both implement it, so the screens
// never know where they run.

export interface ConsoleSettings {
  /** Origin-normalised base URL of the PocketBase server the console talks to. */
  serverUrl: string;
}

export interface ConsoleBridge {
  readonly kind: 'electron' | 'web';
  getSettings(): Promise<ConsoleSettings>;
  /** Accepts http(s) URLs only and stores them normalised; otherwise rejects with a message. */
  setServerUrl(url: string): Promise<ConsoleSettings>;
  /** The saved PocketBase auth (JSON text of `{ token, record }`), or null. */
  loadSession(): Promise<string | null>;
  /** At most MAX_SESSION_BYTES (64 KiB) of UTF-8. */
  saveSession(session: string): Promise<void>;
  clearSession(): Promise<void>;
  saveCsv(suggestedName: string, body: ReadableStream<Uint8Array>): Promise<'saved' | 'cancelled'>;
  /** Opens an allowed https URL in the system browser; false when the URL is not allowed. */
  openExternal(url: string): Promise<boolean>;
}
