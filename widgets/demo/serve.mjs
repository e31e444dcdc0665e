#!/usr/bin/env node
// The demo partner site, served on its own origin with the strict CSP partners are given
// (widgets/README.md), against a running marketplace (`npm start`, or the end-to-end server).
//
//   node widgets/demo/serve.mjs [--market http://127.0.0.1:8090] [--port 8091]
//
// Pages: `/` with the hostile CSS, `/plain` without it. Query: listing, user, theme (light|dark|auto),
// lang (en|pt-PT), width (320|800). Without listing and user, the newest listing and its owner.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const FILES = {
  '/partner.css': 'text/css',
  '/hostile.css': 'text/css',
  '/event-log.js': 'text/javascript',
};

/** The partner's minimal CSP, plus 'self' for the partner's own event log script. */
export function partnerCsp(market) {
  return [
    "default-src 'none'",
    `script-src 'self' ${market}`,
    `connect-src ${market}`,
    `img-src ${market}`,
    "style-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeAttribute = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const choose = (value, allowed, fallback) => (allowed.includes(value) ? value : fallback);

/** The newest public listing and its owner, for a demo run without ids. */
async function defaultIds(market) {
  try {
    const response = await fetch(`${market}/api/widgets/listings?limit=1`);
    const listing = (await response.json()).items?.[0];
    return { listing: listing?.id ?? '', user: listing?.owner?.id ?? '' };
  } catch {
    return { listing: '', user: '' };
  }
}

export async function startDemoServer({ market, port = 0, host = '127.0.0.1' }) {
  const template = readFileSync(join(here, 'page.html'), 'utf8');
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://demo');
    const headers = { 'Content-Security-Policy': partnerCsp(market), 'X-Content-Type-Options': 'nosniff' };
    if (FILES[url.pathname]) {
      response.writeHead(200, { ...headers, 'Content-Type': FILES[url.pathname] });
      response.end(readFileSync(join(here, url.pathname.slice(1))));
      return;
    }
    if (url.pathname !== '/' && url.pathname !== '/plain') {
      response.writeHead(404, headers).end('Not found');
      return;
    }
    const ids = url.searchParams.has('listing') ? null : await defaultIds(market);
    const values = {
      MARKET: market,
      HOSTILE: url.pathname === '/' ? '<link rel="stylesheet" href="/hostile.css" />' : '',
      LISTING: escapeAttribute(url.searchParams.get('listing') ?? ids?.listing ?? ''),
      USER: escapeAttribute(url.searchParams.get('user') ?? ids?.user ?? ''),
      THEME: choose(url.searchParams.get('theme'), ['light', 'dark', 'auto'], 'light'),
      LANG: choose(url.searchParams.get('lang'), ['en', 'pt-PT'], 'en'),
      WIDTH: choose(url.searchParams.get('width'), ['320', '800'], '800'),
    };
    const page = template.replace(/\{\{(\w+)\}\}/g, (_, name) => values[name] ?? '');
    response.writeHead(200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    // A browser still on the page keeps its connections open, and close() waits for the ones in
    // use: a test's teardown waited a minute for it once. Closing ends them all.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argument = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : fallback;
  };
  const market = argument('market', process.env.PARTILHA_MARKET_URL ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
  const demo = await startDemoServer({ market, port: Number(argument('port', '8091')) });
  console.log(`Demo partner site: ${demo.url}/ (hostile CSS) and ${demo.url}/plain — widgets from ${market}`);
}
