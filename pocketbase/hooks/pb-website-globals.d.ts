/**
 * `$website`: the website's file serving, in Go (pocketbase/website_files.go, docs/adr/0014),
 * given to every JS runtime by main.go through jsvm's OnInit.
 */
export {};

declare global {
  interface PbWebsite {
    /** main.go's --publicDir (default: pb_public next to the executable). */
    readonly publicDir: string;
    /** main.go's --indexFallback (default true): a missing file gets index.html. */
    readonly indexFallback: boolean;
    /**
     * The route's {path...} from dir, as `$apis.static` serves it, but with the precompressed
     * .br/.gz file the client accepts, an ETag per encoding, and Cache-Control: immutable for a
     * path (inside dir) matching immutablePattern (a Go regexp; '' = none), else otherCaching.
     */
    serve(e: PbRequestEvent, dir: string, indexFallback: boolean, immutablePattern: string, otherCaching: string): void;
    /**
     * dir/index.html with its <title> and description replaced by head unless empty, shell at the
     * start of its body (escaped HTML) and, when given, lang as its <html lang>; no-cache.
     */
    serveIndex(e: PbRequestEvent, dir: string, head: string, shell: string, lang?: string): void;
    /** A generated document with a tag of its content; no-cache. */
    serveText(e: PbRequestEvent, contentType: string, body: string): void;
  }

  const $website: PbWebsite;

  /** After a record change is committed (not called for one that failed or was rolled back). */
  function onRecordAfterCreateSuccess(handler: (e: PbRecordEvent) => void, ...collections: string[]): void;
  function onRecordAfterUpdateSuccess(handler: (e: PbRecordEvent) => void, ...collections: string[]): void;
  function onRecordAfterDeleteSuccess(handler: (e: PbRecordEvent) => void, ...collections: string[]): void;

  function routerAdd(
    method: string,
    path: string,
    handler: (e: PbRequestEvent) => void,
    ...middlewares: ((e: PbRequestEvent) => void)[]
  ): void;
}
