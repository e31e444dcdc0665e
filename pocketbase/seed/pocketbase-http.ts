// A few raw HTTP calls to PocketBase as a superuser, for the demo seed (no SDK: the seed runs in
// Node before anything else and must show PocketBase's own error messages when a call fails).

export interface Superuser {
  email: string;
  password: string;
}

export class PocketBaseAdmin {
  private token = '';

  constructor(readonly baseUrl: string) {}

  async signIn(superuser: Superuser): Promise<void> {
    const body = await this.request('POST', '/api/collections/_superusers/auth-with-password', {
      identity: superuser.email,
      password: superuser.password,
    });
    this.token = (body as { token: string }).token;
  }

  async request(method: string, path: string, body?: unknown): Promise<unknown> {
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(this.token ? { Authorization: this.token } : {}),
        ...(body && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      throw new Error(`${method} ${path} → ${response.status}: ${text}`);
    }
    return json;
  }

  create<T = Record<string, unknown>>(collection: string, data: Record<string, unknown> | FormData): Promise<T> {
    return this.request('POST', `/api/collections/${collection}/records`, data) as Promise<T>;
  }

  update<T = Record<string, unknown>>(collection: string, id: string, data: Record<string, unknown>): Promise<T> {
    return this.request('PATCH', `/api/collections/${collection}/records/${id}`, data) as Promise<T>;
  }

  async count(collection: string, filter = ''): Promise<number> {
    const query = new URLSearchParams({ perPage: '1', fields: 'id', ...(filter ? { filter } : {}) });
    const body = (await this.request('GET', `/api/collections/${collection}/records?${query}`)) as {
      totalItems: number;
    };
    return body.totalItems;
  }
}
