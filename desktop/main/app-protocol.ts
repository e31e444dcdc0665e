import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { APP_HOST } from './app-scheme';
import { buildCsp } from './csp';
import type { FsLike } from './electron-facade';

// Serves app://console/<path> from the built renderer directory, and nothing outside it: the path
// is decoded once, any ".." or backslash segment is refused, and the resolved real path (symlinks
// followed) must still be inside the root. Paths without an extension are the renderer's own
// routes and get index.html. Every response carries the CSP naming the configured server.

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.map': 'application/json; charset=utf-8',
};

export interface AppProtocolOptions {
  fs: Pick<FsLike, 'readFile' | 'realpath'>;
  /** Absolute path of out/desktop/renderer. */
  rendererRoot: string;
  serverUrl: () => string;
}

export function createAppProtocolHandler(options: AppProtocolOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    const headers = {
      'Content-Security-Policy': buildCsp(options.serverUrl()),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    };
    const refuse = (status: number) => new Response(null, { status, headers });
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405);

    const relativePath = requestedFile(request.url);
    if (relativePath === null) return refuse(404);

    const root = await options.fs.realpath(options.rendererRoot);
    let file: string;
    try {
      file = await options.fs.realpath(join(root, relativePath));
    } catch {
      return refuse(404);
    }
    if (!isInside(root, file)) return refuse(404);

    const type = CONTENT_TYPES[extname(file).toLowerCase()];
    if (type === undefined) return refuse(404);
    try {
      const body = await options.fs.readFile(file);
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
        status: 200,
        headers: { ...headers, 'Content-Type': type },
      });
    } catch {
      return refuse(404);
    }
  };
}

/** The file a request names, relative to the renderer root, or null when the URL is refused. */
export function requestedFile(requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  const segments = path.split('/').filter((segment) => segment !== '');
  const hostile = segments.some(
    (segment) => segment === '.' || segment === '..' || segment.includes('\\') || segment.includes('\0'),
  );
  if (hostile) return null;
  if (segments.length === 0 || extname(segments[segments.length - 1]!) === '') return 'index.html';
  return segments.join('/');
}

function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}
