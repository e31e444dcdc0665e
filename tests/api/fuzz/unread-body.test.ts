// Found by the HTTP fuzz test (http-fuzz.test.ts): when the server refuses a request without
// reading all of a body over 256 kB, it keeps the connection open and reads the rest of that body
// as the next request. A body that is itself an HTTP request is then answered as one — a request
// smuggled inside another (behind a proxy that shares connections, its answer goes to someone
// else). PocketBase's router replaces the server's own *http.Request Body in place, which hides
// the half-read body from net/http's keep-alive check. Each case sends bytes over one raw socket
// and counts the HTTP answers that come back.
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/pocketbase';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server?.stop());

/** Writes `bytes` on a fresh connection and returns everything the server sent within a second. */
async function exchange(bytes: string): Promise<string> {
  const url = new URL(server.url);
  const socket = connect(Number(url.port), url.hostname);
  let received = '';
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
  });
  // The server may close while the body is still being written; what it sent is what counts.
  socket.on('error', () => undefined);
  socket.write(bytes);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  socket.destroy();
  return received;
}

function statusLines(received: string): string[] {
  return received.match(/HTTP\/1\.1 \d{3}[^\r\n]*/g) ?? [];
}

function post(path: string, body: string, contentType = 'application/json'): string {
  return `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

/** A complete request padded past net/http's 256 kB "read the rest of the body" allowance. */
const SMUGGLED = `GET /api/market/health/domain HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${'A'.repeat(300_000)}\r\n\r\n`;

it('a refused request whose large body holds another request gets one answer, not two', async () => {
  // A guest's listing create: the hooks' request middleware refuses it before the body is read.
  // (A body sent as JSON is read whole by main.go's JSON check first, so this one is sent as text.)
  const received = await exchange(post('/api/collections/listings/records', SMUGGLED, 'text/plain'));
  expect(statusLines(received)).toEqual(['HTTP/1.1 401 Unauthorized']);
  // Sent as JSON, the same body is read to its end and refused as not JSON: still one answer.
  const asJson = await exchange(post('/api/collections/listings/records', SMUGGLED));
  expect(statusLines(asJson)).toEqual(['HTTP/1.1 400 Bad Request']);
});

it('the rest of a large unread body is never read as the next request on the connection', async () => {
  // A body that is not JSON: PocketBase's JSON decoder gives up after its first buffer.
  const body = 'A'.repeat(300_000);
  const received = await exchange(
    `${post('/api/collections/bookings/records', body)}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`,
  );
  const [first, ...rest] = statusLines(received);
  expect(first).toMatch(/^HTTP\/1\.1 4\d\d/);
  // Either the server closed the connection, or it read the whole body and answered the next request.
  expect(
    rest.filter((line) => line !== 'HTTP/1.1 200 OK'),
    received.slice(0, 2_000),
  ).toEqual([]);
});

it('small bodies keep the connection usable: the next request is answered normally', async () => {
  const received = await exchange(
    `${post('/api/collections/listings/records', '{"title":"x"}')}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`,
  );
  expect(statusLines(received)).toEqual(['HTTP/1.1 401 Unauthorized', 'HTTP/1.1 200 OK']);
});
