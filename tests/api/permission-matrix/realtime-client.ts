/**
 * A minimal PocketBase realtime client over Node's fetch: GET /api/realtime opens the server-sent
 * event stream (its first event, PB_CONNECT, carries the client id); POST /api/realtime with
 * `{ clientId, subscriptions }` and the caller's Authorization header sets the topics. Every
 * event that arrives afterwards is kept, so a test can ask who received what.
 */
import type { Json } from '../../support/api-client';

export interface RealtimeEvent {
  topic: string;
  data: Json;
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Splits complete SSE blocks ("field: value" lines ending with a blank line) off a buffer. */
function takeBlocks(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  return { blocks: parts.slice(0, -1), rest: parts.at(-1) ?? '' };
}

function parseBlock(block: string): RealtimeEvent | null {
  let topic = '';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    const separator = line.indexOf(':');
    if (separator <= 0) continue;
    const field = line.slice(0, separator);
    const value = line.slice(separator + 1).replace(/^ /, '');
    if (field === 'event') topic = value;
    else if (field === 'data') data.push(value);
  }
  if (!topic) return null;
  const text = data.join('\n');
  try {
    return { topic, data: JSON.parse(text) as Json };
  } catch {
    return { topic, data: text };
  }
}

export class RealtimeClient {
  readonly events: RealtimeEvent[] = [];
  private clientId = '';
  private readonly abort = new AbortController();

  private constructor(private readonly baseUrl: string) {}

  /** Opens the stream and waits for PB_CONNECT. */
  static async open(baseUrl: string): Promise<RealtimeClient> {
    const client = new RealtimeClient(baseUrl);
    await client.connect();
    return client;
  }

  private async connect(): Promise<void> {
    const response = await fetch(new URL('/api/realtime', this.baseUrl), { signal: this.abort.signal });
    if (!response.body) throw new Error('The realtime stream has no body');
    const reader = response.body.getReader();
    const connected = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('No PB_CONNECT within 5 s')), CONNECT_TIMEOUT_MS);
      void this.pump(reader, (clientId) => {
        clearTimeout(timer);
        this.clientId = clientId;
        resolve();
      });
    });
    await connected;
  }

  /** Reads the stream until it is closed, keeping every event after PB_CONNECT. */
  private async pump(reader: ReadableStreamDefaultReader<Uint8Array>, onConnect: (id: string) => void): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        const { blocks, rest } = takeBlocks(buffer);
        buffer = rest;
        for (const event of blocks.map(parseBlock)) {
          if (!event) continue;
          if (event.topic === 'PB_CONNECT') onConnect((event.data as { clientId: string }).clientId);
          else this.events.push(event);
        }
      }
    } catch {
      // Aborted by close(): nothing more to read.
    }
  }

  /** Sets this client's topics as the holder of `token` (none = a guest); returns the status. */
  async subscribe(topics: string[], token?: string): Promise<number> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token) headers.Authorization = token;
    const response = await fetch(new URL('/api/realtime', this.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ clientId: this.clientId, subscriptions: topics }),
    });
    await response.text();
    return response.status;
  }

  /** Events about one record (any action). */
  eventsAbout(recordId: string): RealtimeEvent[] {
    return this.events.filter((event) => (event.data as { record?: { id?: string } })?.record?.id === recordId);
  }

  close(): void {
    this.abort.abort();
  }
}
