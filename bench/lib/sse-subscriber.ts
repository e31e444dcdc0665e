// One PocketBase realtime connection for the benchmark: GET /api/realtime (the first event,
// PB_CONNECT, carries the client id), POST /api/realtime to set its topics with a member's token.
// Unlike tests/api/permission-matrix/realtime-client.ts it stamps each event with the time it was
// read and knows whether and how the stream ended, which the benchmark reports. The stream is read
// with node:http (own socket, no timeout): fetch would give up on a body silent for 5 minutes.
import { request } from 'node:http';

export interface StampedEvent {
  topic: string;
  data: unknown;
  /** performance.now() when the chunk holding the event was read. */
  receivedAt: number;
}

const CONNECT_TIMEOUT_MS = 30_000;
/** PocketBase closes a realtime connection that was sent nothing for 5 minutes (its SDK reconnects). */
export const POCKETBASE_IDLE_TIMEOUT_MS = 5 * 60_000;

function parseBlock(block: string): { topic: string; text: string } | null {
  let topic = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    const value = line.slice(separator + 1).replace(/^ /, '');
    if (line.startsWith('event:')) topic = value;
    else if (line.startsWith('data:')) data.push(value);
  }
  return topic ? { topic, text: data.join('\n') } : null;
}

export class SseSubscriber {
  clientId = '';
  /** Set when the stream ended or failed before close() was called. */
  lostReason: string | null = null;
  /** When PocketBase last sent something (PB_CONNECT included), and when the stream was lost. */
  lastMessageAt = 0;
  lostAt = 0;
  /** Called for every event after PB_CONNECT. */
  onEvent: ((event: StampedEvent) => void) | null = null;
  private closedByUs = false;
  private readonly abort = new AbortController();

  private constructor(private readonly baseUrl: string) {}

  static async open(baseUrl: string): Promise<SseSubscriber> {
    const subscriber = new SseSubscriber(baseUrl);
    await subscriber.connect();
    return subscriber;
  }

  get isOpen(): boolean {
    return this.lostReason === null && !this.closedByUs;
  }

  /** Ended by PocketBase's idle timeout (after 5 silent minutes), not by load. */
  get closedWhenIdle(): boolean {
    return this.lostReason === 'stream ended' && this.lostAt - this.lastMessageAt >= POCKETBASE_IDLE_TIMEOUT_MS - 1_000;
  }

  private connect(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let connected = false;
      const timer = setTimeout(() => reject(new Error('No PB_CONNECT within 30 s')), CONNECT_TIMEOUT_MS);
      const onConnect = (clientId: string) => {
        clearTimeout(timer);
        connected = true;
        this.clientId = clientId;
        resolve();
      };
      const failed = (reason: string) => {
        if (this.closedByUs) return;
        if (!connected) {
          clearTimeout(timer);
          reject(new Error(reason));
        } else if (this.lostReason === null) {
          this.lostReason = reason;
          this.lostAt = performance.now();
        }
      };
      const get = request(
        new URL('/api/realtime', this.baseUrl),
        { agent: false, signal: this.abort.signal },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            failed(`GET /api/realtime answered ${response.statusCode}`);
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          response.on('data', (chunk: string) => {
            const receivedAt = performance.now();
            buffer = (buffer + chunk).replace(/\r\n/g, '\n');
            const blocks = buffer.split('\n\n');
            buffer = blocks.pop() ?? '';
            for (const block of blocks) this.dispatch(block, receivedAt, onConnect);
          });
          response.on('end', () => failed('stream ended'));
          response.on('error', (error) => failed(String(error)));
        },
      );
      get.on('error', (error) => failed(String(error)));
      get.end();
    });
  }

  private dispatch(block: string, receivedAt: number, onConnect: (id: string) => void): void {
    const event = parseBlock(block);
    if (!event) return;
    this.lastMessageAt = receivedAt;
    let data: unknown = event.text;
    try {
      data = JSON.parse(event.text);
    } catch {
      // Not JSON: keep the text.
    }
    if (event.topic === 'PB_CONNECT') onConnect((data as { clientId: string }).clientId);
    else this.onEvent?.({ topic: event.topic, data, receivedAt });
  }

  /** Sets the topics as the holder of `token`; throws unless PocketBase accepts them. */
  async subscribe(topics: string[], token: string): Promise<void> {
    const response = await fetch(new URL('/api/realtime', this.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token },
      body: JSON.stringify({ clientId: this.clientId, subscriptions: topics }),
    });
    const text = await response.text();
    if (response.status !== 204) throw new Error(`POST /api/realtime answered ${response.status}: ${text}`);
  }

  close(): void {
    this.closedByUs = true;
    this.abort.abort();
  }
}
