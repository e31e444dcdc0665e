// The realtime benchmark's silent subscribers (up to 10,000 SSE connections), held by child
// processes (subscriber-worker.ts), at most PER_PROCESS each. Every connection is one open file in
// the process holding it and one in the server. Node cannot raise its own open-file limit, so each
// child is started through `sh -c 'ulimit -S -n N && exec node …'`; PocketBase (Go) raises its own
// soft limit to the hard one when it starts. Only the hard limit can stop the benchmark: that is
// checked first, with what to do about it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type PoolRequest =
  | { id: number; type: 'open'; url: string; topics: string[]; tokens: string[] }
  | { id: number; type: 'status' }
  | { id: number; type: 'close' };

export interface PoolStatus {
  /** Connections opened so far. */
  subscribers: number;
  /** Closed by PocketBase after 5 minutes without a message (by design; its SDK reconnects). */
  closedWhenIdle: number;
  /** Ended or failed otherwise. */
  lost: number;
  lostReasons: string[];
  /** Resident memory of the processes holding the connections. */
  rssBytes: number;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export type PoolReply =
  | { id: number; type: 'done' }
  | { id: number; type: 'failed'; message: string }
  | ({ id: number; type: 'status' } & PoolStatus);

/** Subscribers one child process holds at most. */
const PER_PROCESS = 5_000;
/** Open files a process needs besides its subscribers (modules, pipes, the subscribe requests). */
const SPARE_FILES = 512;
const WORKER = fileURLToPath(new URL('./subscriber-worker.ts', import.meta.url));
const CLOSE_TIMEOUT_MS = 10_000;

/** This process's open-file limits (a child shell inherits them); Infinity when unlimited. */
export function openFileLimits(): { soft: number; hard: number } {
  const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -S -n; ulimit -H -n'], { encoding: 'utf8' })
    .trim()
    .split(/\s+/)
    .map((value) => (value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value)));
  return { soft: soft!, hard: hard! };
}

class Worker {
  private nextId = 0;
  private readonly pending = new Map<number, { resolve: (reply: PoolReply) => void; reject: (error: Error) => void }>();
  private readonly exited: Promise<void>;

  constructor(private readonly child: ChildProcess) {
    child.on('message', (reply: PoolReply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    this.exited = new Promise((done) =>
      child.once('exit', (code, signal) => {
        for (const { reject } of this.pending.values())
          reject(new Error(`A subscriber process exited (${code ?? signal}).`));
        this.pending.clear();
        done();
      }),
    );
  }

  async ask<T extends PoolReply['type']>(
    request: WithoutId<PoolRequest>,
    expected: T,
  ): Promise<Extract<PoolReply, { type: T }>> {
    const id = (this.nextId += 1);
    const reply = await new Promise<PoolReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.child.send({ ...request, id });
    });
    if (reply.type === 'failed') throw new Error(reply.message);
    if (reply.type !== expected) throw new Error(`A subscriber process answered ${reply.type}, not ${expected}.`);
    return reply as Extract<PoolReply, { type: T }>;
  }

  async stop(): Promise<void> {
    await Promise.race([
      this.ask({ type: 'close' }, 'done').catch(() => undefined),
      new Promise((wake) => setTimeout(wake, CLOSE_TIMEOUT_MS)),
    ]);
    this.child.disconnect();
    const killed = setTimeout(() => this.child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
    await this.exited;
    clearTimeout(killed);
  }
}

export class SubscriberPool {
  private opened = 0;

  private constructor(private readonly workers: Worker[]) {}

  /** Child processes enough for `capacity` subscribers; throws when the open-file limit is too low. */
  static start(capacity: number): SubscriberPool {
    const processes = Math.max(1, Math.ceil(capacity / PER_PROCESS));
    const filesPerProcess = Math.ceil(capacity / processes) + SPARE_FILES;
    const { hard } = openFileLimits();
    // The server holds every connection in one process.
    if (hard < capacity + SPARE_FILES) {
      throw new Error(
        `The open-file limit is too low for ${capacity} subscribers: \`ulimit -Hn\` is ${hard}, the server needs ` +
          `about ${capacity + SPARE_FILES}. Raise the hard limit (as root: \`ulimit -Hn 65536\` in the shell that runs ` +
          'the benchmark, `LimitNOFILE=65536` in a systemd unit, or `nofile` in /etc/security/limits.conf) and run again.',
      );
    }
    const workers = Array.from(
      { length: processes },
      () =>
        new Worker(
          spawn(
            'sh',
            [
              '-c',
              'ulimit -S -n "$0" && exec "$@"',
              String(filesPerProcess),
              process.execPath,
              ...process.execArgv,
              WORKER,
            ],
            { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
          ),
        ),
    );
    return new SubscriberPool(workers);
  }

  get size(): number {
    return this.opened;
  }

  /** Opens one connection per token, subscribed to `topics` as its holder, spread over the processes. */
  async open(url: string, topics: string[], tokens: string[]): Promise<void> {
    const shares = this.workers.map(() => [] as string[]);
    tokens.forEach((token, index) => shares[(this.opened + index) % shares.length]!.push(token));
    await Promise.all(
      this.workers.map((worker, index) =>
        shares[index]!.length ? worker.ask({ type: 'open', url, topics, tokens: shares[index]! }, 'done') : null,
      ),
    );
    this.opened += tokens.length;
  }

  async status(): Promise<PoolStatus> {
    const replies = await Promise.all(this.workers.map((worker) => worker.ask({ type: 'status' }, 'status')));
    return {
      subscribers: replies.reduce((sum, reply) => sum + reply.subscribers, 0),
      closedWhenIdle: replies.reduce((sum, reply) => sum + reply.closedWhenIdle, 0),
      lost: replies.reduce((sum, reply) => sum + reply.lost, 0),
      lostReasons: [...new Set(replies.flatMap((reply) => reply.lostReasons))].slice(0, 5),
      rssBytes: replies.reduce((sum, reply) => sum + reply.rssBytes, 0),
    };
  }

  async stop(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}
