// Each pooled JS runtime of PocketBase loads the hooks bundle (lib/server.cjs) on its first request,
// about a second of CPU: start-up, not the cost being measured. The parts drive the route in
// batches first, until the pool has been passed through and a batch is no slower than the last.
import { HOOKS_POOL_SIZE } from '../../scripts/lib/pocketbase-server';

const WARM_MAX_BATCHES = 30;
const WARM_TOLERANCE = 0.2;

/** Batches of `concurrency` calls of `send` (which throws on a failed request) until settled. */
export async function warmUp(label: string, concurrency: number, send: () => Promise<unknown>): Promise<void> {
  let previous = Number.POSITIVE_INFINITY;
  for (let batch = 1; batch <= WARM_MAX_BATCHES; batch += 1) {
    const started = performance.now();
    await Promise.all(Array.from({ length: concurrency }, send));
    const took = performance.now() - started;
    console.log(`  ${label}: warm-up batch ${batch}: ${concurrency} requests in ${Math.round(took)} ms`);
    if (batch * concurrency >= HOOKS_POOL_SIZE && took <= previous * (1 + WARM_TOLERANCE)) return;
    previous = took;
  }
}
