import type PocketBase from 'pocketbase';
import type { ClientResponseError, RecordSubscription } from 'pocketbase';
import type { z } from 'zod';
import type { ThumbSize } from '../files/file-url';

export interface ListOptions {
  filter?: string;
  sort?: string;
  expand?: string;
  fields?: string;
}

export interface Page<T> {
  items: T[];
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
}

/** A record that came back in a shape the domain schema refuses: a server/client mismatch. */
export class RecordShapeError extends Error {
  constructor(
    readonly collection: string,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `A ${collection} record has an unexpected shape: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
    this.name = 'RecordShapeError';
  }
}

/** The spec's message carried by a refused request (`{ message }` from PocketBase or our routes). */
export function errorMessage(error: unknown, fallback: string): string {
  const response = (error as Partial<ClientResponseError> | null)?.response as { message?: unknown } | undefined;
  if (response && typeof response.message === 'string' && response.message.trim() !== '') return response.message;
  return fallback;
}

/**
 * One PocketBase collection seen through its domain schema: everything read comes back parsed into
 * the domain type (components never see a raw record), and file URLs are built here.
 */
export class TypedCollection<S extends z.ZodType> {
  constructor(
    private readonly client: PocketBase,
    readonly name: string,
    private readonly schema: S,
  ) {}

  parse(record: unknown): z.infer<S> {
    const result = this.schema.safeParse(record);
    if (!result.success) throw new RecordShapeError(this.name, result.error.issues);
    return result.data;
  }

  async getOne(id: string, options: Pick<ListOptions, 'expand' | 'fields'> = {}): Promise<z.infer<S>> {
    return this.parse(await this.client.collection(this.name).getOne(id, options));
  }

  async getList(page: number, perPage: number, options: ListOptions = {}): Promise<Page<z.infer<S>>> {
    const result = await this.client.collection(this.name).getList(page, perPage, options);
    return { ...result, items: result.items.map((item) => this.parse(item)) };
  }

  /** Every record the caller may see that matches, fetched page by page (for small collections). */
  async getAll(options: ListOptions = {}): Promise<z.infer<S>[]> {
    const records = await this.client.collection(this.name).getFullList({ ...options, batch: 500 });
    return records.map((record) => this.parse(record));
  }

  async getFirst(filter: string, options: Omit<ListOptions, 'filter'> = {}): Promise<z.infer<S> | null> {
    const result = await this.client.collection(this.name).getList(1, 1, { ...options, filter, skipTotal: true });
    return result.items[0] ? this.parse(result.items[0]) : null;
  }

  async create(data: Record<string, unknown> | FormData): Promise<z.infer<S>> {
    return this.parse(await this.client.collection(this.name).create(data));
  }

  async update(id: string, data: Record<string, unknown> | FormData): Promise<z.infer<S>> {
    return this.parse(await this.client.collection(this.name).update(id, data));
  }

  async delete(id: string): Promise<void> {
    await this.client.collection(this.name).delete(id);
  }

  /** Realtime events for `topic` ('*' or a record id), parsed; resolves to the unsubscribe function. */
  subscribe(
    topic: string,
    onEvent: (event: { action: RecordSubscription['action']; record: z.infer<S> }) => void,
    options: { filter?: string } = {},
  ): Promise<() => Promise<void>> {
    return this.client.collection(this.name).subscribe(
      topic,
      (event) => {
        const parsed = this.schema.safeParse(event.record);
        if (parsed.success) onEvent({ action: event.action, record: parsed.data });
        else console.error(new RecordShapeError(this.name, parsed.error.issues));
      },
      options.filter ? { filter: options.filter } : undefined,
    );
  }

  /** URL of a file stored on a record of this collection, or of a server-made thumbnail. */
  fileUrl(record: { id: string }, filename: string | null | undefined, thumb?: ThumbSize): string {
    if (!filename) return '';
    return this.client.files.getURL(
      { id: record.id, collectionName: this.name },
      filename,
      thumb ? { thumb } : undefined,
    );
  }
}
