/**
 * The part of PocketBase's JS API used by the raw SQL of the search route (see pb-globals.d.ts for
 * the rest): dbx queries with bound `{:name}` parameters, DynamicModel rows, and record loading
 * and enrichment (expand + visibility rules + onRecordEnrich hooks) for custom routes.
 */
export {};

declare global {
  interface PbQuery {
    bind(params: { [key: string]: unknown }): PbQuery;
    /** Fills `rows` (made with arrayOf(new DynamicModel(shape))) with the result. */
    all(rows: unknown[]): void;
    execute(): void;
  }

  interface PbDb {
    newQuery(sql: string): PbQuery;
  }

  interface PbApp {
    db(): PbDb;
    findRecordsByIds(collectionNameOrId: string, ids: string[]): PbRecord[];
  }

  class DynamicModel {
    constructor(shape: { [key: string]: unknown });
    [field: string]: unknown;
  }

  function arrayOf<T>(model: T): T[];

  namespace $apis {
    /** Expands relations and applies visibility rules and enrich hooks, as the record API does. */
    function enrichRecords(e: PbRequestEvent, records: PbRecord[], ...defaultExpands: string[]): void;
  }
}
