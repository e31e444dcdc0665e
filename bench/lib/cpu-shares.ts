// Where a Go CPU profile's time went, from `go tool pprof -traces` (one block per distinct stack:
// its value, then its frames from the leaf up). Each sample goes to one share:
//   sqlite — any frame in modernc.org/sqlite or modernc.org/libc (the pure-Go SQLite, C code
//            translated to Go), whoever called it (JS through app.save, or PocketBase's Go);
//   js     — otherwise, the nearest frame of our own or a library's (not Go's runtime or standard
//            library) is the goja JS engine or PocketBase's jsvm plugin: the hooks' interpreter,
//            its objects and its Go↔JS bridge, with the garbage collection and reflection it calls;
//   go     — otherwise, that nearest frame is other library Go (PocketBase's core, router, record
//            validation and events, dbx, the JSON encoder...): what a Go route would still run;
//   gc     — otherwise, only runtime frames (background garbage collection, the scheduler);
//   other  — the rest (Go's HTTP server and networking, syscalls).
// `underJs` is every sample with a goja frame anywhere (the JS handler and all it calls, SQLite too).

export type Share = 'sqlite' | 'js' | 'go' | 'gc' | 'other';

export interface CpuShares {
  totalMs: number;
  /** Percent of totalMs per share (they add up to 100). */
  percent: Record<Share, number>;
  /** Percent of samples with a goja frame anywhere in the stack. */
  underJs: number;
}

const SQLITE = /^modernc\.org\/(sqlite|libc)/;
const JS = /^github\.com\/(dop251\/goja|pocketbase\/pocketbase\/plugins\/jsvm)/;
/** A frame of a module (its import path's first element has a dot) or our own main package. */
const LIBRARY = /^([a-z0-9-]+\.[a-z0-9.-]+\/|main\.)/i;

const UNITS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "10ms", "1.20s" → milliseconds. */
function milliseconds(value: string): number {
  const match = /^([\d.]+)([a-zµ]+)$/.exec(value);
  if (!match) return 0;
  return Number(match[1]) * (UNITS[match[2]!] ?? 0);
}

/** The function's name of a -traces frame line ("  modernc.org/sqlite/lib.foo (inline)"). */
function frameName(line: string): string {
  return line.trim().replace(/\s+\(inline\)$/, '');
}

export function classify(frames: readonly string[]): Share {
  if (frames.some((frame) => SQLITE.test(frame))) return 'sqlite';
  const nearest = frames.find((frame) => LIBRARY.test(frame));
  if (nearest) return JS.test(nearest) ? 'js' : 'go';
  if (frames.length > 0 && frames.every((frame) => frame.startsWith('runtime.'))) return 'gc';
  return 'other';
}

export function cpuShares(traces: string): CpuShares {
  const ms: Record<Share, number> = { sqlite: 0, js: 0, go: 0, gc: 0, other: 0 };
  let underJs = 0;
  for (const block of traces.split(/^-+\+-+$/m)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const first = /^\s*(\S+)\s+(\S.*)$/.exec(lines[0] ?? '');
    if (!first || milliseconds(first[1]!) === 0) continue;
    const value = milliseconds(first[1]!);
    const frames = [first[2]!, ...lines.slice(1)].map(frameName).filter((frame) => !frame.includes(': '));
    ms[classify(frames)] += value;
    if (frames.some((frame) => JS.test(frame))) underJs += value;
  }
  const totalMs = Object.values(ms).reduce((sum, value) => sum + value, 0);
  const percent = (value: number) => (totalMs === 0 ? 0 : Math.round((value / totalMs) * 1000) / 10);
  return {
    totalMs,
    percent: {
      sqlite: percent(ms.sqlite),
      js: percent(ms.js),
      go: percent(ms.go),
      gc: percent(ms.gc),
      other: percent(ms.other),
    },
    underJs: percent(underJs),
  };
}
