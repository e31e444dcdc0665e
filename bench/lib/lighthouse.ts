// Runs Lighthouse (npm `lighthouse`, its CLI) on pages of a running server with Debian's Chromium:
// the default configuration, i.e. the mobile preset with simulated throttling; a fresh browser per
// run (the CLI launches and closes it), never a downloaded one. The reports' figures are read by
// lighthouse-figures.ts.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  lighthousePage,
  lighthouseRun,
  type LighthouseFigures,
  type LighthouseReport,
  type LighthouseRun,
} from './lighthouse-figures';

/** A run that has not finished in this time is stopped and counted as failed. */
const RUN_TIMEOUT_MS = 150_000;
/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP); such a
 * run is made again, at most this many times in all.
 */
const RUN_ATTEMPTS = 3;
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

export interface LighthousePageToRun {
  name: string;
  path: string;
}

export interface LighthouseOptions {
  runs: number;
  /** Where to keep each run's full JSON report (for profiling); not kept when absent. */
  reportsDir?: string;
  log?: (line: string) => void;
}

function runCli(url: string, outputPath: string): Promise<void> {
  const cli = join(process.cwd(), 'node_modules', '.bin', 'lighthouse');
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,seo',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--max-wait-for-load=45000',
    '--quiet',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.PARTILHA_CHROMIUM ?? '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    const child = spawn(cli, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`lighthouse ${url} failed (${signal ?? `exit ${code}`}): ${stderr.trim()}`));
    });
  });
}

/** `runs` Lighthouse runs of each page, one after the other; each page's median figures. */
export async function runLighthouse(
  baseUrl: string,
  pages: LighthousePageToRun[],
  options: LighthouseOptions,
): Promise<LighthouseFigures> {
  const scratch = mkdtempSync(join(tmpdir(), 'partilha-lighthouse-'));
  const log = options.log ?? console.log;
  let lighthouseVersion = '';
  try {
    const measured = [];
    for (const page of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        const output = join(scratch, `${page.name}-${run}.json`);
        for (let attempt = 1; ; attempt += 1) {
          try {
            await runCli(baseUrl + page.path, output);
            const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
            lighthouseVersion = report.lighthouseVersion;
            runs.push(lighthouseRun(report));
            break;
          } catch (error) {
            if (attempt >= RUN_ATTEMPTS) throw error;
            log(
              `  lighthouse ${page.path} run ${run} failed, again: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
        if (options.reportsDir) {
          mkdirSync(options.reportsDir, { recursive: true });
          copyFileSync(output, join(options.reportsDir, `${page.name}-${run}.json`));
        }
        const last = runs.at(-1)!;
        log(`  lighthouse ${page.path} run ${run}: performance ${last.performance}, LCP ${last.lcpMs} ms`);
      }
      measured.push(lighthousePage(page.name, page.path, runs));
    }
    return { lighthouseVersion, preset: 'mobile, simulated throttling', runsPerPage: options.runs, pages: measured };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
