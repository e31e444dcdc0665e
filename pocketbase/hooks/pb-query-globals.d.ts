/**
 * The part of PocketBase's JS API used by the search (lib/listing-search*.ts, search.pb.ts; see
 * pb-globals.d.ts for the rest): dbx queries with bound `{:name}` parameters, DynamicModel rows,
 * raw responses, collection fields, and the collection hook that regenerates the search triggers.
 */
import type * as SearchBundle from './lib/listing-search';

export {};

declare global {
  function require(path: `${string}/lib/search.cjs`): typeof SearchBundle;

  interface PbQuery {
    bind(params: { [key: string]: unknown }): PbQuery;
    /** Fills `rows` (made with arrayOf(new DynamicModel(shape))) with the result. */
    all(rows: unknown[]): void;
    /** Fills one DynamicModel with the first row; throws when there is none. */
    one(row: unknown): void;
    execute(): void;
  }

  interface PbDb {
    newQuery(sql: string): PbQuery;
  }

  interface PbApp {
    db(): PbDb;
  }

  class DynamicModel {
    constructor(shape: { [key: string]: unknown });
    [field: string]: unknown;
  }

  function arrayOf<T>(model: T): T[];

  interface PbRequestEvent {
    response: { header(): { set(name: string, value: string): void } };
    /** Writes the body as is (text/plain unless a Content-Type header was set). */
    string(status: number, body: string): void;
  }

  /** A field of a collection's schema (Go core.Field). */
  interface PbSearchField {
    getName(): string;
    type(): string;
    getHidden(): boolean;
    /** select, relation and file fields only. */
    isMultiple?: () => boolean;
  }

  interface PbSearchCollection extends PbCollection {
    fields: Iterable<PbSearchField>;
  }

  interface PbCollectionEvent {
    app: PbApp;
    collection: PbCollection;
    next(): void;
  }

  /** A job on PocketBase's cron scheduler (standard five-field expression). */
  function cronAdd(id: string, expression: string, handler: () => void): void;

  function onCollectionUpdateExecute(handler: (e: PbCollectionEvent) => void, ...collections: string[]): void;
}
