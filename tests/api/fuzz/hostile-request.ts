/**
 * One fuzzed HTTP request: how it is described (short, for failure reports and fast-check's
 * counterexamples), how it is sent (plain fetch, like curl), and what every answer must be:
 * never a 5xx, and a refusal (4xx) is JSON with a non-empty `message`.
 */
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';
import { TINY_PNG } from '../../support/api-client';
import type { FileSpec, RawBody } from './arbitraries';

/** `moderator` and `operator` call the console's moderation routes (docs/moderation-api.md). */
export type Caller = 'member' | 'anonymous' | 'forged' | 'moderator' | 'operator';

export type HostileBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; raw: RawBody }
  | { kind: 'multipart'; fields: unknown; files: { field: string; file: FileSpec }[] };

export interface HostileRequest {
  /** The endpoint's name in endpoints.ts, for counting accepted writes. */
  endpoint: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Path with segments already percent-encoded. */
  path: string;
  query: [string, string][];
  as: Caller;
  body?: HostileBody;
}

export interface Answer {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: unknown;
  isJson: boolean;
}

/** Tokens of the fuzz's callers; `forged` is a token-shaped string the server never issued. */
export interface Callers {
  member: string;
  forged: string;
  moderator: string;
  operator: string;
}

const FIVE_MB = 5 * 1024 * 1024;
const OVERSIZED_PNG = new Uint8Array(FIVE_MB + 1024);
OVERSIZED_PNG.set(TINY_PNG);

function fileBytes(content: FileSpec['content']): Uint8Array<ArrayBuffer> {
  switch (content) {
    case 'tiny-png':
      return TINY_PNG;
    case 'text':
      return new TextEncoder().encode('this is not a picture at all');
    case 'html':
      return new TextEncoder().encode('<html><script>alert(1)</script></html>');
    case 'svg-script':
      return new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
      );
    case 'empty':
      return new Uint8Array(0);
    case 'garbage':
      return Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919) % 256);
    case 'oversized-png':
      return OVERSIZED_PNG;
  }
}

/** Percent-encodes every byte of the UTF-8 form (lone surrogates become U+FFFD, as any client would send). */
export function encodeSegment(segment: string): string {
  return Array.from(Buffer.from(segment, 'utf8'), (byte) =>
    /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
      ? String.fromCharCode(byte)
      : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
  ).join('');
}

async function requestBody(body: HostileBody | undefined): Promise<{ payload?: Buffer; contentType?: string }> {
  if (!body) return {};
  switch (body.kind) {
    case 'json':
      return { payload: Buffer.from(JSON.stringify(body.value) ?? 'null'), contentType: 'application/json' };
    case 'raw':
      return body.raw.contentType === null
        ? { payload: Buffer.from(body.raw.text) }
        : { payload: Buffer.from(body.raw.text), contentType: body.raw.contentType };
    case 'multipart': {
      const form = new FormData();
      form.append('@jsonPayload', JSON.stringify(body.fields) ?? 'null');
      for (const { field, file } of body.files) {
        form.append(field, new Blob([fileBytes(file.content)], { type: file.type }), file.name);
      }
      // Encoded the way fetch would, boundary included.
      const encoded = new Response(form);
      return {
        payload: Buffer.from(await encoded.arrayBuffer()),
        contentType: encoded.headers.get('content-type') ?? 'multipart/form-data',
      };
    }
  }
}

/**
 * Sends over a connection of its own (no keep-alive pool): every answer then belongs to its
 * request. On a shared connection a request left half-read by the server poisons the next one
 * (see unread-body.test.ts), which would blame a random later request.
 */
export async function send(baseUrl: string, callers: Callers, request: HostileRequest): Promise<Answer> {
  const url = new URL(request.path, baseUrl);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const headers: Record<string, string | number> = {};
  if (request.as !== 'anonymous') headers.Authorization = callers[request.as];
  const { payload, contentType } = await requestBody(request.body);
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  if (payload) headers['Content-Length'] = payload.length;
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: request.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    // The server may answer (and close) before a large upload is written: the answer counts.
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
  try {
    return { status, body: text ? (JSON.parse(text) as unknown) : null, isJson: text !== '' };
  } catch {
    return { status, body: text, isJson: false };
  }
}

/** Request bodies net/http reads to the end after a refusal; beyond this it closes the connection. */
const UNREAD_BODY_ALLOWANCE = 256 * 1024;

/**
 * A large upload the server refused without reading: it closes the connection while the client
 * is still writing, and the reset may reach the client before the answer does. Any HTTP server
 * does that; it is not a missing answer. (The answer itself is checked by unread-body.test.ts.)
 */
export async function closedWhileUploading(request: HostileRequest, error: Error): Promise<boolean> {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (!['ECONNRESET', 'EPIPE'].includes(code)) return false;
  const { payload } = await requestBody(request.body);
  return (payload?.length ?? 0) > UNREAD_BODY_ALLOWANCE;
}

/** What is wrong with an answer, or null when it is as every answer must be. */
export function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `server error ${answer.status}`;
  if (answer.status < 400) return null;
  if (!answer.isJson) return `refusal ${answer.status} without a JSON body`;
  const message = (answer.body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') return `refusal ${answer.status} without a message`;
  return null;
}

/** Long strings cut down, so a report of a request fits on a screen. */
export function shorten(value: unknown, room = 160): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length <= room ? text : `${text.slice(0, room)}…(${text.length} chars)`;
}

function describeBody(body: HostileBody | undefined): string {
  if (!body) return '';
  switch (body.kind) {
    case 'json':
      return ` json ${shorten(body.value, 400)}`;
    case 'raw':
      return ` raw [${body.raw.contentType ?? 'no content type'}] ${shorten(body.raw.text, 400)}`;
    case 'multipart':
      return ` multipart ${shorten(body.fields, 300)} files ${shorten(body.files, 300)}`;
  }
}

export function describeRequest(request: HostileRequest): string {
  const query = request.query.length ? `?${shorten(new URLSearchParams(request.query).toString(), 300)}` : '';
  return `${request.method} ${shorten(request.path, 200)}${query} as ${request.as}${describeBody(request.body)}`;
}

/** Makes fast-check print a counterexample as its short description, not 100 kB of string. */
export function printable(request: HostileRequest): HostileRequest {
  return Object.defineProperty(request, fc.toStringMethod, {
    value: () => describeRequest(request),
    enumerable: false,
  });
}
