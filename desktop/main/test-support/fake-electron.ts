import type {
  AppLike,
  BrowserWindowLike,
  BrowserWindowOptions,
  CustomScheme,
  DialogLike,
  ElectronFacade,
  FrameLike,
  FsLike,
  IpcInvokeEvent,
  IpcMainLike,
  PermissionRequestHandler,
  PreventableEvent,
  ProtocolLike,
  SafeStorageLike,
  SaveDialogResult,
  SessionLike,
  ShellLike,
  WebContentsLike,
} from '../electron-facade';

// Fakes of Electron's objects (never of Partilha's backend), recording what main asked of them so
// tests can assert both effects and the absence of effects. The file system is the real one, in a
// temporary directory, so "nothing written elsewhere" is checked against a real disk.

let nextFrameId = 1;

export class FakeFrame implements FrameLike {
  readonly processId: number;
  readonly routingId: number;
  constructor(
    public url: string,
    public parent: FakeFrame | null = null,
    ids?: { processId: number; routingId: number },
  ) {
    this.processId = ids?.processId ?? 1;
    this.routingId = ids?.routingId ?? nextFrameId++;
  }
}

type Listener = (...args: never[]) => void;

export class FakeWebContents implements WebContentsLike {
  readonly mainFrame: FakeFrame;
  readonly listeners = new Map<string, Listener[]>();
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  reloads = 0;

  constructor(url = 'app://console/index.html') {
    this.mainFrame = new FakeFrame(url);
  }

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }

  reload(): void {
    this.reloads += 1;
  }

  /** Emits a preventable event the way Chromium would; returns whether a listener prevented it. */
  emitPreventable(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url = ''): boolean {
    let prevented = false;
    const preventable: PreventableEvent = { preventDefault: () => (prevented = true) };
    for (const listener of this.listeners.get(event) ?? []) {
      (listener as (event: PreventableEvent, url: string) => void)(preventable, url);
    }
    return prevented;
  }

  /** A trusted call from this contents' own top frame. */
  topFrameEvent(): IpcInvokeEvent {
    return { sender: this, senderFrame: this.mainFrame };
  }
}

export class FakeWindow implements BrowserWindowLike {
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  visible = false;
  destroyed = false;
  focused = 0;

  constructor(readonly options: BrowserWindowOptions) {}

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    this.webContents.mainFrame.url = url;
  }
  once(event: string, listener: () => void): this {
    return this.on(event, listener);
  }
  on(event: string, listener: () => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string): void {
    for (const listener of this.listeners.get(event) ?? []) listener();
  }
  show(): void {
    this.visible = true;
  }
  focus(): void {
    this.focused += 1;
  }
  restore(): void {}
  isMinimized(): boolean {
    return false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
}

export class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: IpcInvokeEvent, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
    this.handlers.set(channel, listener);
  }
  /** What ipcRenderer.invoke would resolve or reject with. */
  async invoke(channel: string, event: IpcInvokeEvent, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, ...args);
  }
}

export class FakeProtocol implements ProtocolLike {
  readonly privileged: CustomScheme[] = [];
  readonly handlers = new Map<string, (request: Request) => Response | Promise<Response>>();
  registerSchemesAsPrivileged(schemes: CustomScheme[]): void {
    this.privileged.push(...schemes);
  }
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
    this.handlers.set(scheme, handler);
  }
}

export class FakeSession implements SessionLike {
  requestHandler: PermissionRequestHandler | null = null;
  checkHandler: ((contents: unknown, permission: string) => boolean) | null = null;
  setPermissionRequestHandler(handler: PermissionRequestHandler): void {
    this.requestHandler = handler;
  }
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void {
    this.checkHandler = handler;
  }
}

export class FakeDialog implements DialogLike {
  readonly calls: { window: BrowserWindowLike; defaultPath: string }[] = [];
  next: SaveDialogResult = { canceled: true };
  async showSaveDialog(window: BrowserWindowLike, options: { defaultPath: string }): Promise<SaveDialogResult> {
    this.calls.push({ window, defaultPath: options.defaultPath });
    return this.next;
  }
}

export class FakeShell implements ShellLike {
  readonly opened: string[] = [];
  async openExternal(url: string): Promise<void> {
    this.opened.push(url);
  }
}

/** Encrypts by XOR with a key, so the file on disk is never the plain text. */
export class FakeSafeStorage implements SafeStorageLike {
  available = true;
  backend = 'gnome_libsecret';
  key = 0x5a;
  isEncryptionAvailable(): boolean {
    return this.available;
  }
  getSelectedStorageBackend(): string {
    return this.backend;
  }
  encryptString(plainText: string): Buffer {
    if (!this.available) throw new Error('Encryption is not available.');
    return Buffer.from([0x01, ...Buffer.from(plainText, 'utf8').map((byte) => byte ^ this.key)]);
  }
  decryptString(encrypted: Buffer): string {
    if (encrypted[0] !== 0x01) throw new Error('Error while decrypting the ciphertext provided to safeStorage.');
    return Buffer.from(encrypted.subarray(1).map((byte) => byte ^ this.key)).toString('utf8');
  }
}

export class FakeApp implements AppLike {
  isPackaged = false;
  readonly listeners = new Map<string, ((...args: never[]) => void)[]>();
  readonly calls: string[] = [];
  singleInstance = true;
  private resolveReady!: () => void;
  private readonly ready = new Promise<void>((resolve) => (this.resolveReady = resolve));

  constructor(readonly paths: { userData: string; downloads: string }) {}

  whenReady(): Promise<void> {
    return this.ready;
  }
  fireReady(): void {
    this.calls.push('ready');
    this.resolveReady();
  }
  enableSandbox(): void {
    this.calls.push('enableSandbox');
  }
  requestSingleInstanceLock(): boolean {
    return this.singleInstance;
  }
  getPath(name: 'userData' | 'downloads'): string {
    return this.paths[name];
  }
  quit(): void {
    this.calls.push('quit');
  }
  on(event: string, listener: (...args: never[]) => void): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }
}

export interface FakeElectron extends ElectronFacade {
  app: FakeApp;
  protocol: FakeProtocol;
  session: { defaultSession: FakeSession };
  ipcMain: FakeIpcMain;
  dialog: FakeDialog;
  shell: FakeShell;
  safeStorage: FakeSafeStorage;
  windows: FakeWindow[];
}

export function fakeElectron(paths: { userData: string; downloads: string }, fs: FsLike): FakeElectron {
  const windows: FakeWindow[] = [];
  return {
    app: new FakeApp(paths),
    protocol: new FakeProtocol(),
    session: { defaultSession: new FakeSession() },
    ipcMain: new FakeIpcMain(),
    dialog: new FakeDialog(),
    shell: new FakeShell(),
    safeStorage: new FakeSafeStorage(),
    createWindow: (options) => {
      const window = new FakeWindow(options);
      windows.push(window);
      return window;
    },
    fs,
    platform: 'linux',
    windows,
  };
}
