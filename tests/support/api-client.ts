/**
 * Raw HTTP helpers for API tests: plain fetch, status plus parsed JSON, no SDK — the tests
 * behave like curl. Users are created through the superuser (exempt from rate limits) and then
 * sign in with their password like anyone else.
 */
import { WEEKDAYS, createWizardAvailability, setDayAvailable, type Availability } from '@partilha/domain';
import { randomBytes } from 'node:crypto';

// Test assertions read arbitrary response shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export interface ApiResponse<T = Json> {
  status: number;
  body: T;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  query?: Record<string, string | number>;
}

export async function request<T = Json>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = options.token;
  let body: string | FormData | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a file, a page): keep the text.
  }
  return { status: response.status, body: parsed as T };
}

/** A caller of one server with one identity (no token = a guest). */
export class Api {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  /** The same server as someone else. */
  as(token?: string): Api {
    return new Api(this.baseUrl, token);
  }

  get guest(): Api {
    return new Api(this.baseUrl);
  }

  get<T = Json>(path: string, query?: RequestOptions['query']): Promise<ApiResponse<T>> {
    return request<T>(this.baseUrl, 'GET', path, { token: this.token, ...(query ? { query } : {}) });
  }

  post<T = Json>(path: string, json?: unknown): Promise<ApiResponse<T>> {
    return request<T>(this.baseUrl, 'POST', path, { token: this.token, json: json ?? {} });
  }

  patch<T = Json>(path: string, json: unknown): Promise<ApiResponse<T>> {
    return request<T>(this.baseUrl, 'PATCH', path, { token: this.token, json });
  }

  delete<T = Json>(path: string): Promise<ApiResponse<T>> {
    return request<T>(this.baseUrl, 'DELETE', path, { token: this.token });
  }

  postForm<T = Json>(path: string, form: FormData): Promise<ApiResponse<T>> {
    return request<T>(this.baseUrl, 'POST', path, { token: this.token, form });
  }

  patchForm<T = Json>(path: string, form: FormData): Promise<ApiResponse<T>> {
    return request<T>(this.baseUrl, 'PATCH', path, { token: this.token, form });
  }
}

/** `/api/collections/{name}/records[/{id}]`. */
export function records(collection: string, id?: string): string {
  return `/api/collections/${collection}/records${id ? `/${id}` : ''}`;
}

export interface ServerAddress {
  url: string;
  superuser: { email: string; password: string };
}

function expectOk<T>(response: ApiResponse<T>, what: string): T {
  if (response.status !== 200)
    throw new Error(`${what} failed with ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** The superuser of a test server, signed in. */
export async function superuserApi(server: ServerAddress): Promise<Api> {
  const auth = await signIn(server.url, server.superuser.email, server.superuser.password, '_superusers');
  return new Api(server.url, auth.token);
}

export async function signIn(
  baseUrl: string,
  email: string,
  password: string,
  collection = 'users',
): Promise<{ token: string; record: Json }> {
  const response = await request(baseUrl, 'POST', `/api/collections/${collection}/auth-with-password`, {
    json: { identity: email, password },
  });
  return expectOk(response, `Signing in ${email}`);
}

let userCounter = 0;

/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  userCounter += 1;
  return `${prefix}-${userCounter}-${randomBytes(3).toString('hex')}@partilha.test`;
}

/** The profile an onboarded user has (spec 000 §2 "Complete Your Profile"). */
export const COMPLETE_PROFILE = {
  firstName: 'Ana',
  lastName: 'Silva',
  displayName: 'Ana S.',
  city: 'Lisboa',
  postalCode: '1300-431',
} as const;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  /** This user's view of the server. */
  api: Api;
  record: Json;
}

export interface CreateUserOptions {
  email?: string;
  password?: string;
  /** Profile fields; merged over COMPLETE_PROFILE unless `complete` is false. */
  profile?: Record<string, unknown>;
  /** false: no name, city or postal code (a user who has not onboarded). Default true. */
  complete?: boolean;
  role?: 'user' | 'operator';
}

/** Creates a verified user through the superuser, then signs them in. */
export async function createUser(admin: Api, options: CreateUserOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail(options.role ?? 'user');
  const password = options.password ?? 'password-123';
  const profile = { ...(options.complete === false ? {} : COMPLETE_PROFILE), ...options.profile };
  const created = await admin.post(records('users'), {
    email,
    password,
    passwordConfirm: password,
    verified: true,
    ...(options.role ? { role: options.role } : {}),
    ...profile,
  });
  const record = expectOk(created, `Creating ${email}`);
  const auth = await signIn(admin.baseUrl, email, password);
  return {
    id: record.id,
    email,
    password,
    token: auth.token,
    api: new Api(admin.baseUrl, auth.token),
    record: auth.record,
  };
}

/**
 * Every day of the week open 09:00-17:00. The server refuses requests on weekdays a listing marks
 * "Not available" (issue 17), so the fixture listing is open every day: tests book days counted
 * from today, which may fall on any weekday. Tests of the weekly rule set their own availability.
 */
export function everyDayAvailability(): Availability {
  return WEEKDAYS.reduce((week, day) => setDayAvailable(week, day, true), createWizardAvailability());
}

/** A valid service listing's fields; override any of them. */
export function serviceListing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'service',
    title: 'Furniture assembly in Lisbon',
    description: 'I assemble flat-pack furniture of any brand, quickly and carefully.',
    category: 'furniture-assembly',
    price: '25',
    experience: 'expert',
    qualifications: ['Ten years of experience'],
    // All seven days stored (a week missing a day reads back as no availability), every one open.
    availability: everyDayAvailability(),
    ...overrides,
  };
}

/** A valid equipment listing's fields; override any of them. */
export function equipmentListing(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'equipment',
    title: 'Cordless drill',
    description: 'A cordless drill with two batteries and a set of bits.',
    category: 'power-tools',
    price: '12.5',
    brand: 'Bosch',
    model: 'GSR 18V',
    condition: 'good',
    specifications: ['18 V'],
    insurance: false,
    deposit: '50',
    ...overrides,
  };
}

/** The smallest valid PNG (1×1, transparent). */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export function pngFile(name = 'photo.png'): UploadFile {
  return { name, type: 'image/png', bytes: TINY_PNG };
}

/** Multipart body: the fields as PocketBase's `@jsonPayload`, the files under their field. */
export function multipart(fields: Record<string, unknown>, files: Record<string, UploadFile[]> = {}): FormData {
  const form = new FormData();
  form.append('@jsonPayload', JSON.stringify(fields));
  for (const [field, list] of Object.entries(files)) {
    for (const file of list) form.append(field, new Blob([file.bytes], { type: file.type }), file.name);
  }
  return form;
}

/** Creates a listing as the caller (multipart, like the website's wizard). */
export function createListing(
  api: Api,
  fields: Record<string, unknown>,
  images: UploadFile[] = [],
): Promise<ApiResponse> {
  return api.postForm(records('listings'), multipart(fields, images.length ? { images } : {}));
}

export interface RealtimeConnection {
  clientId: string;
  close(): void;
}

/** Opens PocketBase's realtime stream (server-sent events) and waits for its client id. */
export async function openRealtime(baseUrl: string): Promise<RealtimeConnection> {
  const abort = new AbortController();
  const response = await fetch(new URL('/api/realtime', baseUrl), { signal: abort.signal });
  if (!response.body) throw new Error('The realtime stream has no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`The realtime stream ended before PB_CONNECT: ${received}`);
    received += decoder.decode(value, { stream: true });
    const connect = /event:\s*PB_CONNECT[\s\S]*?data:\s*(\{.*\})/.exec(received);
    if (connect?.[1]) {
      const { clientId } = JSON.parse(connect[1]) as { clientId: string };
      return { clientId, close: () => abort.abort() };
    }
  }
}

/** Realtime topic with PocketBase's encoded `options` (e.g. a filter). */
export function realtimeTopic(topic: string, options: Record<string, unknown>): string {
  return `${topic}?options=${encodeURIComponent(JSON.stringify(options))}`;
}
