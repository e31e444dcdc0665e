/**
 * `PRAGMA integrity_check` on PocketBase's database files, read by the same SQLite the server
 * writes with (modernc.org/sqlite): integrity-check/main.go, compiled by `go run` against
 * pocketbase/go.mod (-modfile), so it needs no sqlite3 CLI and no module of its own. The first
 * run on a machine compiles the driver unless `npm run build:pocketbase` already did (same flags).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface IntegrityReport {
  file: string;
  /** SQLite's answer, one line per problem; ['ok'] when the file is sound. */
  result: string[];
  /** Set when the file could not be opened or read at all. */
  error?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const checkerDir = join(here, 'integrity-check');
const pocketbaseModFile = resolve(here, '..', '..', '..', 'pocketbase', 'go.mod');

export function integrityCheck(files: string[]): IntegrityReport[] {
  const run = spawnSync(
    'go',
    ['run', '-trimpath', '-mod=readonly', `-modfile=${pocketbaseModFile}`, '.', ...files],
    // CGO off and -trimpath as in the pure-Go build of scripts/build-pocketbase.mjs (modernc, which these tools read the files with), so its compiled driver is reused.
    { cwd: checkerDir, encoding: 'utf8', env: { ...process.env, CGO_ENABLED: '0' }, timeout: 180_000 },
  );
  const lines = (run.stdout ?? '').split('\n').filter((line) => line.trim() !== '');
  if (lines.length !== files.length) {
    throw new Error(`integrity-check gave no answer (status ${run.status}): ${run.stderr}${run.error?.message ?? ''}`);
  }
  return lines.map((line) => JSON.parse(line) as IntegrityReport);
}

/** The files PocketBase keeps in a data directory: records, and logs. */
export function pocketbaseDatabases(dataDir: string): string[] {
  return [join(dataDir, 'data.db'), join(dataDir, 'auxiliary.db')];
}
