// Latency figures shared by the benchmark parts (bench/*.ts): nearest-rank percentiles, rounded.

export interface LatencySummary {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  count: number;
}

/** Nearest-rank percentile of an ascending list (the same rule as bench/search.ts). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

/** Two decimals: what the tables and results/latest.json show. */
export const round = (value: number) => Math.round(value * 100) / 100;

export function summarize(values: readonly number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    count: sorted.length,
  };
}

export function median(values: readonly number[]): number {
  return round(
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );
}

/** Environment number with a default (BENCH_DURATION and the like). */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
}

/** Runs `task` over `items` with at most `limit` at once, keeping the order of the results. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
