// A child process of bench/lib/subscriber-pool.ts holding a share of the benchmark's silent SSE
// subscribers: it opens them when asked, says how many are still open, and closes them. It is
// started with its open-file limit raised (one descriptor per connection).
import type { PoolReply, PoolRequest } from './subscriber-pool';
import { SseSubscriber } from './sse-subscriber';
import { inBatches } from './stats';

/** Connections this process opens at once. */
const OPEN_BATCH = 16;

const subscribers: SseSubscriber[] = [];

function reply(message: PoolReply): void {
  process.send?.(message);
}

async function handle(request: PoolRequest): Promise<PoolReply> {
  switch (request.type) {
    case 'open': {
      const opened = await inBatches(request.tokens, OPEN_BATCH, async (token) => {
        const subscriber = await SseSubscriber.open(request.url);
        await subscriber.subscribe(request.topics, token);
        return subscriber;
      });
      subscribers.push(...opened);
      return { id: request.id, type: 'done' };
    }
    case 'status': {
      const ended = subscribers.filter((subscriber) => !subscriber.isOpen);
      const lost = ended.filter((subscriber) => !subscriber.closedWhenIdle);
      return {
        id: request.id,
        type: 'status',
        subscribers: subscribers.length,
        closedWhenIdle: ended.length - lost.length,
        lost: lost.length,
        lostReasons: [...new Set(lost.map((subscriber) => subscriber.lostReason ?? 'closed'))].slice(0, 5),
        rssBytes: process.memoryUsage.rss(),
      };
    }
    case 'close':
      for (const subscriber of subscribers) subscriber.close();
      return { id: request.id, type: 'done' };
  }
}

process.on('message', (request: PoolRequest) => {
  handle(request).then(reply, (error: unknown) =>
    reply({ id: request.id, type: 'failed', message: error instanceof Error ? error.message : String(error) }),
  );
});
// The benchmark ended (or died): nothing left to hold.
process.on('disconnect', () => process.exit(0));
