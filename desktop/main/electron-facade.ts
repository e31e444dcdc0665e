// The slice of Electron (and of the file system) that the console's main process uses, as plain
// interfaces. index.ts passes the real `electron` module; the unit tests pass fakes, so every
// security decision below runs under Vitest without the Electron binary. Shapes follow Electron's
// own names so the wiring stays a one-liner per object.

export interface FrameLike {
  readonly url: string;
  readonly parent: FrameLike | null;
  readonly processId: number;
  readonly routingId: number;
}

export interface WebContentsLike {
  readonly mainFrame: FrameLike;
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
  reload(): void;
}

export interface PreventableEvent {
  preventDefault(): void;
}

export interface BrowserWindowOptions {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
  show: boolean;
  title: string;
  backgroundColor: string;
  autoHideMenuBar: boolean;
  webPreferences: {
    preload: string;
    contextIsolation: true;
    sandbox: true;
    nodeIntegration: false;
    nodeIntegrationInWorker: false;
    nodeIntegrationInSubFrames: false;
    webSecurity: true;
    allowRunningInsecureContent: false;
    webviewTag: false;
    experimentalFeatures: false;
    navigateOnDragDrop: false;
    safeDialogs: true;
    spellcheck: boolean;
  };
}

export interface BrowserWindowLike {
  readonly webContents: WebContentsLike;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
}

export interface IpcInvokeEvent {
  readonly sender: WebContentsLike;
  readonly senderFrame: FrameLike | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void;
}

export interface CustomScheme {
  scheme: string;
  privileges: {
    standard: boolean;
    secure: boolean;
    supportFetchAPI: boolean;
    corsEnabled: boolean;
    stream: boolean;
    codeCache: boolean;
  };
}

export interface ProtocolLike {
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void;
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
}

export type PermissionRequestHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void;

export interface SessionLike {
  setPermissionRequestHandler(handler: PermissionRequestHandler): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

export interface SaveDialogResult {
  canceled: boolean;
  filePath?: string | undefined;
}

export interface DialogLike {
  showSaveDialog(
    window: BrowserWindowLike,
    options: { title: string; defaultPath: string; filters: { name: string; extensions: string[] }[] },
  ): Promise<SaveDialogResult>;
}

export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  /** Linux only in Electron: 'basic_text' means no keyring, i.e. no real protection. */
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

export interface AppLike {
  readonly isPackaged: boolean;
  whenReady(): Promise<unknown>;
  enableSandbox(): void;
  requestSingleInstanceLock(): boolean;
  getPath(name: 'userData' | 'downloads'): string;
  quit(): void;
  on(event: 'web-contents-created', listener: (event: unknown, contents: WebContentsLike) => void): unknown;
  on(event: 'window-all-closed' | 'activate' | 'second-instance', listener: () => void): unknown;
}

export interface FileHandleLike {
  write(buffer: Uint8Array, offset: number, length: number): Promise<{ bytesWritten: number }>;
  close(): Promise<void>;
}

/** The promise API of node:fs, narrowed to what main needs. */
export interface FsLike {
  readFile(path: string): Promise<Buffer>;
  writeFile(path: string, data: string | Uint8Array, options?: { mode?: number }): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
  open(path: string, flags: 'w' | 'wx'): Promise<FileHandleLike>;
  realpath(path: string): Promise<string>;
}

export interface ElectronFacade {
  app: AppLike;
  protocol: ProtocolLike;
  session: { readonly defaultSession: SessionLike };
  ipcMain: IpcMainLike;
  dialog: DialogLike;
  shell: ShellLike;
  safeStorage: SafeStorageLike;
  createWindow(options: BrowserWindowOptions): BrowserWindowLike;
  fs: FsLike;
  platform: NodeJS.Platform;
}
