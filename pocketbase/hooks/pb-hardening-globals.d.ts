/**
 * The part of PocketBase's JS API (v0.39, goja) that website-headers.pb.ts and
 * rate-limits-environment.pb.ts use on top of pb-globals.d.ts: the server's command-line
 * arguments, path joining, the static-files handler, response headers, routes with middlewares
 * and the rate-limit settings.
 */
export {};

declare global {
  /** A handler made in Go (e.g. by `$apis.static`); routerAdd takes it as it is. */
  interface PbNativeHandler {
    readonly pbNativeHandler: true;
  }

  interface PbApis {
    /** Go `apis.Static(os.DirFS(dir), indexFallback)`: files of `dir` at `{path...}`. */
    static(dir: string, indexFallback: boolean): PbNativeHandler;
  }
  const $apis: PbApis;

  namespace $os {
    /** Go `os.Args`: the executable, then its arguments. */
    const args: string[];
    /** Go `os.TempDir()`. */
    function tempDir(): string;
  }

  namespace $filepath {
    /** Go `filepath.Join`: joins and cleans (".." steps are resolved). */
    function join(...parts: string[]): string;
  }

  interface PbHeaders {
    set(name: string, value: string): void;
  }

  interface PbRequestEvent {
    /** Go `http.ResponseWriter`; headers set before `next()` go out with the response. */
    response: { header(): PbHeaders };
  }

  interface PbRateLimitRule {
    label: string;
    audience: '' | '@guest' | '@auth';
    duration: number;
    maxRequests: number;
  }

  interface PbSettings {
    /** Per client IP, fixed windows; superusers and `excludedIPs` (addresses or subnets) are exempt. */
    rateLimits: { enabled: boolean; rules: PbRateLimitRule[]; excludedIPs: string[] };
  }

  function routerAdd(
    method: string,
    path: string,
    handler: PbNativeHandler,
    ...middlewares: ((e: PbRequestEvent) => void)[]
  ): void;
}
