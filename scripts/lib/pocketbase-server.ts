/**
 * Starts the Partilha PocketBase (the binary built from pocketbase/go.mod) on a data directory,
 * with the repository's hooks and migrations, bound to 127.0.0.1 — for `npm start`, the seed
 * scripts and the API and end-to-end tests. The hooks are compiled first when their sources
 * changed; migrations run on start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface SuperuserCredentials {
  email: string;
  password: string;
}

export interface StartPocketBaseOptions {
  /** Where PocketBase keeps its database and files (created when missing). */
  dataDir: string;
  /** A free port is chosen when absent. */
  port?: number;
  /** Only loopback addresses are accepted: the server is never exposed by this launcher. */
  host?: string;
  /** Extra environment for the server (e.g. PARTILHA_SMTP_HOST, PARTILHA_APP_URL). */
  env?: Record<string, string>;
  /** Static files served at `/` (the built website); defaults to pocketbase/pb_public. */
  publicDir?: string;
  /** Upserted before serving; random credentials when absent. */
  superuser?: SuperuserCredentials;
  /** Keep the server's output to the error message of a failed start instead of printing it. */
  quiet?: boolean;
  /** How long to wait for /api/health (default 30 s). */
  startTimeoutMs?: number;
  /** Another copy of the PocketBase binary (tests of how it behaves from another place). */
  binary?: string;
}

export interface RunningPocketBase {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  /** The server's process id (the benchmark reads its memory). */
  pid: number;
  dataDir: string;
  superuser: SuperuserCredentials;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. Safe to call twice. */
  stop(): Promise<void>;
  /** The server's output so far (its last 64 kB). */
  output(): string;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pocketbaseDir = join(repoRoot, 'pocketbase');
/**
 * Pre-warmed JS runtimes for the hooks. One request can hold several at once (a list request's
 * hook plus the enrich hook of each record); when the pool runs dry PocketBase makes a throwaway
 * runtime per call, which must load the hooks bundle again (about a second). PocketBase's default
 * of 15 made an empty list request take 1–2 s at 16 concurrent clients; 64 keeps it at ~5 ms.
 */
export const HOOKS_POOL_SIZE = 64;

export const POCKETBASE_BINARY = join(pocketbaseDir, process.platform === 'win32' ? 'pocketbase.exe' : 'pocketbase');
export const HOOKS_DIR = join(pocketbaseDir, 'pb_hooks');
export const MIGRATIONS_DIR = join(pocketbaseDir, 'pb_migrations');
const DEFAULT_PUBLIC_DIR = join(pocketbaseDir, 'pb_public');
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const STOP_GRACE_MS = 5_000;
const LOG_LIMIT = 64 * 1024;

export async function startPocketBase(options: StartPocketBaseOptions): Promise<RunningPocketBase> {
  const host = options.host ?? '127.0.0.1';
  if (!LOOPBACK_HOSTS.has(host)) throw new Error(`PocketBase is only started on a loopback address, not ${host}.`);
  const binary = options.binary ?? POCKETBASE_BINARY;
  if (!options.binary) ensureBinary();
  ensureHooks();

  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const superuser = options.superuser ?? {
    email: 'superuser@partilha.local',
    password: randomBytes(18).toString('base64url'),
  };
  const env = { ...process.env, ...options.env };
  const common = ['--dir', dataDir, '--hooksDir', HOOKS_DIR, '--migrationsDir', MIGRATIONS_DIR];

  // `--` first: a password that starts with '-' would otherwise be read as flags.
  const upsert = spawnSync(binary, ['superuser', 'upsert', ...common, '--', superuser.email, superuser.password], {
    env,
    encoding: 'utf8',
  });
  // The CLI exits 0 even when it refuses its arguments (it prints "Error: …"): check what it says.
  if (upsert.status !== 0 || !`${upsert.stdout}`.includes('Successfully saved superuser')) {
    throw new Error(
      `PocketBase could not create the superuser:\n${upsert.stdout}${upsert.stderr}${upsert.error?.message ?? ''}`,
    );
  }

  const port = options.port ?? (await freePort(host));
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const publicDir = resolve(options.publicDir ?? DEFAULT_PUBLIC_DIR);
  const child = spawn(
    binary,
    [
      'serve',
      ...common,
      '--publicDir',
      publicDir,
      `--http=${host.includes(':') ? `[${host}]` : host}:${port}`,
      '--hooksWatch=false',
      `--hooksPool=${HOOKS_POOL_SIZE}`,
      '--automigrate=false',
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );

  const log = captureLog(child, options.quiet ?? false);
  const stop = stopper(child);
  try {
    await waitUntilHealthy(url, child, log, options.startTimeoutMs ?? 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, pid: child.pid!, dataDir, superuser, stop, output: () => log.text() };
}

function ensureBinary(): void {
  if (!existsSync(POCKETBASE_BINARY)) {
    throw new Error(`The PocketBase binary is missing (${POCKETBASE_BINARY}). Run \`npm run build:pocketbase\` first.`);
  }
}

/** Compiles the hooks when their sources changed (quick when they did not). */
function ensureHooks(): void {
  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build-hooks.mjs')], { encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`Compiling the PocketBase hooks failed (\`npm run build:hooks\`):\n${build.stdout}${build.stderr}`);
  }
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolvePort(port) : reject(new Error('No free port found'))));
    });
  });
}

function captureLog(child: ChildProcess, quiet: boolean): { text(): string } {
  let text = '';
  const keep = (chunk: Buffer, echo: NodeJS.WriteStream) => {
    text = (text + chunk.toString('utf8')).slice(-LOG_LIMIT);
    if (!quiet) echo.write(chunk);
  };
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk, process.stdout));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk, process.stderr));
  return { text: () => text };
}

async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  log: { text(): string },
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`PocketBase exited during start (code ${child.exitCode ?? child.signalCode}):\n${log.text()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms:\n${log.text()}`);
}

/** Live servers are killed when this process exits, whatever the way out. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

function stopper(child: ChildProcess): () => Promise<void> {
  running.add(child);
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  }).then(() => {
    running.delete(child);
  });
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    }
    await exited;
  };
}
