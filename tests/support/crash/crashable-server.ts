/**
 * A PocketBase that can be killed hard and started again on the same data directory (the crash
 * test), or restarted by PocketBase itself (a backup restore re-executes the process in place).
 * startTestServer() removes its data directory on stop, so this keeps its own and removes it
 * only in dispose().
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { POCKETBASE_BINARY, startPocketBase, type RunningPocketBase } from '../../../scripts/lib/pocketbase-server';
import { testServerEnv } from '../pocketbase';

const SUPERUSER = { email: 'superuser@partilha.test', password: 'superuser-password-1' };

export class CrashableServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'partilha-pb-crash-'));
  readonly superuser = SUPERUSER;
  private running: RunningPocketBase | undefined;

  /** `env`: extra server environment, as startTestServer's option of that name. */
  constructor(private readonly env: Record<string, string> = {}) {}

  /** Starts (or starts again) on the same data directory; a new free port each time. */
  async start(): Promise<string> {
    if (this.running) throw new Error('PocketBase is already running on this data directory');
    this.running = await startPocketBase({
      dataDir: this.dataDir,
      env: testServerEnv({ env: this.env }),
      quiet: true,
      superuser: SUPERUSER,
    });
    return this.running.url;
  }

  get url(): string {
    if (!this.running) throw new Error('PocketBase is not running');
    return this.running.url;
  }

  /** The pid of the pocketbase process serving this data directory (not a wrapper: there is none). */
  pid(): number {
    const pid = serverPid(this.dataDir);
    if (pid === undefined) throw new Error(`No pocketbase process serves ${this.dataDir}`);
    return pid;
  }

  /** SIGKILL to the server process itself: no shutdown hooks, no checkpoint, open transactions cut. */
  async killHard(): Promise<void> {
    const running = this.running;
    if (!running) throw new Error('PocketBase is not running');
    process.kill(this.pid(), 'SIGKILL');
    await running.stop(); // resolves once the launcher has seen the process exit
    this.running = undefined;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Finds `pocketbase serve --dir <dataDir>` among the processes (Linux /proc). */
export function serverPid(dataDir: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile, or not ours to read
    }
    const dirAt = args.indexOf('--dir');
    if (args[0] === POCKETBASE_BINARY && args[1] === 'serve' && dirAt > 0 && args[dirAt + 1] === dataDir) {
      return Number(entry);
    }
  }
  return undefined;
}
