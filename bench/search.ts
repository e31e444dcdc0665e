// `npm run bench:search`: seeds 10k and 100k listings into temporary PocketBase servers and, at
// concurrency 16 in one run, measures the same mix of searches (issue 7's, plus issue 18's place
// and sort cases; the route also alone on issue 7's mix, to compare with earlier runs) three ways:
//   route  — our GET /api/market/search (the search tables: keyset reads, FTS5 trigram text match);
//   filter — PocketBase's collection list API with a `~` filter (what a client-side search would do);
//   sqlite — the route's own statements (one read per segment, plus the rest of a millisecond when a
//            page ends inside one) run on the same database file by a Go program that makes the
//            same page from them (no HTTP, no PocketBase, no JS), once per candidate SQLite driver
//            (`sqlite-modernc`, `sqlite-mattn`, `sqlite-ncruces`, side by side; `sqlite` is the one
//            the server is built with; docs/adr/0020).
// Prints p50/p95/p99 (ms) and requests/s, the ratios (X p95 / route p95), and writes
// bench/results/search.json. Servers bind to 127.0.0.1 and stop themselves.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { toSearchQuery } from '@partilha/domain';
import {
  planSearch,
  segmentReadSql,
  segmentRestOfMillisecondSql,
  valueReadSql,
} from '../pocketbase/hooks/lib/listing-search-sql';
import { startPocketBase, type RunningPocketBase } from '../scripts/lib/pocketbase-server';
import { PocketBaseAdmin } from '../pocketbase/seed/pocketbase-http';

const CONCURRENCY = 16;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Warm-up rounds: until a round's p95 is within WARM_TOLERANCE of the round before. */
const WARM_ROUND_S = 3;
const WARM_MAX_ROUNDS = 12;
const WARM_TOLERANCE = 0.2;
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const root = process.cwd();
const benchdb = join(root, 'pocketbase', 'tools', 'benchdb', 'benchdb');
const benchdbNcruces = join(root, 'pocketbase', 'tools', 'benchdb', 'benchdb-ncruces');
/** The candidate drivers of the floor, in the order they run (docs/adr/0020). */
const DRIVERS = ['modernc', 'mattn', 'ncruces'] as const;
type Driver = (typeof DRIVERS)[number];
/** The driver the server was built with (scripts/build-pocketbase.mjs's stamp): its floor is also `sqlite`. */
function serverDriver(): Driver {
  const built = readFileSync(join(root, 'pocketbase', 'pocketbase.flavour'), 'utf8').trim();
  if (!(DRIVERS as readonly string[]).includes(built)) throw new Error(`unknown server driver ${built}`);
  return built as Driver;
}
/** A data dir to copy each seeded database (and its queries.json) into, for running benchdb by hand. */
const KEEP_DIR = process.env.BENCH_KEEP_DIR;

/**
 * The mix of searches, as the website sends them (no city: the `~` filter cannot sort by it).
 * Since issue 18 a text's default order is best match, and a first page carries its count.
 */
const ORIGINAL_SEARCHES: Record<string, string>[] = [
  {},
  { search: 'drill' },
  { search: 'garden', type: 'service' },
  { category: 'power-tools', priceRange: '25-50' },
  { search: 'camera', priceRange: '0-25' },
  { type: 'equipment', priceRange: '100-200' },
  { search: 'lawn mower' },
  { search: 'portable', category: 'all-equipment' },
  { search: 'family tent' },
  { category: 'gardening', minPrice: '10', maxPrice: '60' },
];

/** Issue 18's place and sort cases, added to the mix. */
const PLACE_AND_SORT_SEARCHES: Record<string, string>[] = [
  { place: 'Porto' },
  { search: 'drill', place: 'Lisboa' },
  { sort: 'price-asc' },
  { type: 'equipment', sort: 'price-desc' },
  { sort: 'rating' },
  { search: 'garden', sort: 'price-asc' },
  { category: 'power-tools', place: 'Braga', sort: 'price-desc' },
];

const SEARCHES = [...ORIGINAL_SEARCHES, ...PLACE_AND_SORT_SEARCHES];

/**
 * Issue 20's second mix: searches that find little or nothing — a rare word (a title's number),
 * misspellings, a Portuguese word that names no category, and selective filter combinations. The
 * `~` filter's newest-first scan cannot stop early on these: it reads every row it may not skip.
 */
const RARE_SEARCHES: Record<string, string>[] = [
  { search: '73421' },
  { search: 'drlil' },
  { search: 'projektor' },
  { search: 'surfbaord', type: 'equipment' },
  { search: 'guitarra' },
  { search: 'kayak', category: 'kitchen-appliances', priceRange: '200+' },
  { search: 'piano', place: 'Faro', minPrice: '390', maxPrice: '400' },
  { category: 'pet-care', minPrice: '399.5' },
  { type: 'equipment', category: 'photography', place: 'Coimbra', minPrice: '398' },
  { search: 'quiet sewing machine 9', priceRange: '0-25', place: 'Braga' },
];

/** The PocketBase list sort of an order; best match has none (the route is checked as newest). */
const FILTER_SORTS: Record<string, string> = {
  newest: '-created,-id',
  'price-asc': 'price,-created,-id',
  'price-desc': '-price,-created,-id',
  rating: '-owner.ratingAsProvider,-created,-id',
};

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
}

function run(cmd: string, args: string[], env: Record<string, string> = { CGO_ENABLED: '0' }): string {
  const result = spawnSync(cmd, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${result.stderr}`);
  return result.stdout;
}

/** A driver's floor: its figures, or why this run could not measure it. */
type Floor = Figures | { unavailable: string };

/**
 * Builds the floor programs: benchdb with the C driver where a C compiler exists (CGO and the
 * `sqlite_fts5` tag; else it reports mattn unavailable), and benchdb-ncruces (its own module,
 * which needs Go 1.26). Returns why a driver cannot run in this run.
 */
function buildFloors(): Partial<Record<Driver, string>> {
  const unavailable: Partial<Record<Driver, string>> = {};
  const pbDir = join(root, 'pocketbase');
  const cc = ['cc', 'gcc', 'clang'].some((c) => spawnSync(c, ['--version']).status === 0);
  if (cc)
    run('go', ['build', '-C', pbDir, '-tags', 'sqlite_fts5', '-o', benchdb, './tools/benchdb'], { CGO_ENABLED: '1' });
  else run('go', ['build', '-C', pbDir, '-o', benchdb, './tools/benchdb']);
  try {
    run('go', ['build', '-C', join(pbDir, 'tools', 'benchdb', 'ncruces'), '-o', benchdbNcruces, '.']);
  } catch (error) {
    unavailable.ncruces = `benchdb-ncruces did not build: ${String(error).split('\n').slice(1, 3).join(' ')}`;
  }
  return unavailable;
}

/** The route's statements at CONCURRENCY with one driver (each in its own process). */
function floor(
  driver: Driver,
  dataDir: string,
  queriesFile: string,
  unavailable: Partial<Record<Driver, string>>,
): Floor {
  const why = unavailable[driver];
  if (why) return { unavailable: why };
  const program = driver === 'ncruces' ? benchdbNcruces : benchdb;
  const args = ['-db', join(dataDir, 'data.db'), '-queries', queriesFile, '-duration', `${DURATION_S}s`];
  const raw = JSON.parse(run(program, ['query', '-driver', driver, ...args, '-concurrency', String(CONCURRENCY)])) as {
    p50: number;
    p95: number;
    p99: number;
    rps: number;
    count: number;
    errors: number;
    unavailable?: string;
  };
  if (raw.unavailable) return { unavailable: raw.unavailable };
  return {
    p50: round(raw.p50),
    p95: round(raw.p95),
    p99: round(raw.p99),
    rps: round(raw.rps),
    requests: raw.count,
    errors: raw.errors,
  };
}

/**
 * The same search as a PocketBase list request with a `~` filter, in the same order (best match
 * read as newest: the list API cannot put title matches first), without its total count (`~`
 * counts take seconds) unless `withTotal`, which the agreement check uses.
 */
function filterPath(params: Record<string, string>, withTotal = false): string {
  const q = toSearchQuery(params);
  const parts = ["status='active'"];
  if (q.place) parts.push(`city='${params.place}'`);
  if (q.type !== 'all') parts.push(`type='${q.type}'`);
  if (q.category) parts.push(`category='${q.category}'`);
  if (q.search) parts.push(`(title~'${q.search}' || description~'${q.search}' || category~'${q.search}')`);
  const band = {
    '0-25': ['>=0', '<=25'],
    '25-50': ['>25', '<=50'],
    '50-100': ['>50', '<=100'],
    '100-200': ['>100', '<=200'],
    '200+': ['>200'],
  }[q.priceRange as string];
  for (const bound of band ?? []) parts.push(`price${bound}`);
  if (q.minPrice !== undefined) parts.push(`price>=${q.minPrice}`);
  if (q.maxPrice !== undefined) parts.push(`price<=${q.maxPrice}`);
  const query = new URLSearchParams({
    filter: parts.join(' && '),
    sort: FILTER_SORTS[q.sort] ?? FILTER_SORTS.newest!,
    perPage: '12',
    ...(withTotal ? {} : { skipTotal: '1' }),
  });
  return `/api/collections/listings/records?${query}`;
}

/** Stand-ins the Go program replaces with a read's row count and a key (see benchdb query). */
const LIMIT_SLOT = 987654321;
const KEY_SLOT = '-987654321';

/** The route's statements for a first page, for the Go program to run and assemble the same way. */
function sqliteSearch(params: Record<string, string>) {
  const query = toSearchQuery(params);
  const plan = planSearch(query, null);
  const page =
    plan.kind === 'key'
      ? {
          segments: plan.segments.map((segment) => ({
            read: segmentReadSql(segment, LIMIT_SLOT),
            rest: segmentRestOfMillisecondSql(segment, KEY_SLOT),
          })),
        }
      : { segments: [], value: valueReadSql(plan, LIMIT_SLOT) };
  return { params: plan.params, perPage: query.perPage, ...page };
}

function routePath(params: Record<string, string>, route = '/api/market/search'): string {
  const query = new URLSearchParams(params);
  return `${route}${query.size ? `?${query}` : ''}`;
}

/** The count the search page asks for beside a first page (its own route). */
const countPath = (params: Record<string, string>) => routePath(params, '/api/market/search/count');

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(p * (sorted.length - 1)))]!;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** autocannon at CONCURRENCY connections over the paths for `seconds`, every response's latency kept. */
async function runLoad(url: string, paths: string[], seconds: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const instance = autocannon({
    url,
    connections: CONCURRENCY,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors += 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    p50: round(percentile(latencies, 0.5)),
    p95: round(percentile(latencies, 0.95)),
    p99: round(percentile(latencies, 0.99)),
    rps: round(latencies.length / seconds),
    requests: latencies.length,
    errors: errors + result.errors + result.timeouts,
  };
}

/**
 * Warm-up, then the measured run. Each of PocketBase's pooled JS runtimes loads the hooks it runs
 * on its first request (the list API's hook loads lib/server.cjs with zod, about a second), which
 * is start-up cost, not search cost; so both paths are driven at the measured concurrency until
 * their p95 settles (two rounds in a row within WARM_TOLERANCE) before the run that counts.
 */
async function load(url: string, paths: string[]): Promise<Figures> {
  let previous = Number.POSITIVE_INFINITY;
  for (let roundIndex = 0; roundIndex < WARM_MAX_ROUNDS; roundIndex += 1) {
    const warm = await runLoad(url, paths, WARM_ROUND_S);
    const settled = Math.abs(warm.p95 - previous) <= WARM_TOLERANCE * Math.max(warm.p95, previous);
    previous = warm.p95;
    if (settled && warm.errors === 0) break;
  }
  return runLoad(url, paths, DURATION_S);
}

async function seedServer(size: number): Promise<{ server: RunningPocketBase; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), `partilha-bench-${size}-`));
  let server = await startPocketBase({ dataDir, quiet: true });
  const admin = new PocketBaseAdmin(server.url);
  await admin.signIn(server.superuser);
  const cities = [
    ['Lisboa', '1300-431'],
    ['Porto', '4000-322'],
    ['Braga', '4700-035'],
    ['Coimbra', '3000-214'],
    ['Faro', '8000-138'],
  ];
  const owners = [];
  for (let i = 0; i < 50; i += 1) {
    const [city, postalCode] = cities[i % cities.length]!;
    const user = await admin.create<{ id: string }>('users', {
      email: `owner${i}@bench.local`,
      password: 'bench-pass-1',
      passwordConfirm: 'bench-pass-1',
      verified: true,
      displayName: `Owner ${i}`,
      city,
      postalCode,
    });
    owners.push({ id: user.id, city, postalCode });
  }
  await server.stop();
  const ownersFile = join(dataDir, 'owners.json');
  writeFileSync(ownersFile, JSON.stringify(owners));
  const t0 = Date.now();
  run(benchdb, ['seed', '-db', join(dataDir, 'data.db'), '-count', String(size), '-owners', ownersFile]);
  console.log(`  seeded ${size} listings in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  server = await startPocketBase({ dataDir, quiet: true });
  return { server, dataDir };
}

async function measure(size: number, unavailable: Partial<Record<Driver, string>>, builtWith: Driver) {
  console.log(`\n${size} listings`);
  const { server, dataDir } = await seedServer(size);
  try {
    // Warm both paths once, and check they agree on the first page and count of every search
    // (best match checked as newest, the order the list API can give).
    for (const params of [...SEARCHES, ...RARE_SEARCHES]) {
      const checked = { sort: toSearchQuery(params).sort === 'best' ? 'newest' : '', ...params };
      if (checked.sort === '') delete (checked as Record<string, string>).sort;
      const route = (await (await fetch(server.url + routePath(checked))).json()) as { items: { id: string }[] };
      const counted = (await (await fetch(server.url + countPath(params))).json()) as { total: number };
      const filter = (await (await fetch(server.url + filterPath(params, true))).json()) as {
        items: { id: string }[];
        totalItems: number;
      };
      const same = JSON.stringify(route.items.map((i) => i.id)) === JSON.stringify(filter.items.map((i) => i.id));
      if (!same || counted.total !== filter.totalItems) {
        throw new Error(`route and filter disagree for ${JSON.stringify(params)}`);
      }
    }
    const routeOriginal = await load(
      server.url,
      ORIGINAL_SEARCHES.map((params) => routePath(params)),
    );
    console.log(`  route (original mix) p95 ${routeOriginal.p95} ms`);
    const route = await load(
      server.url,
      SEARCHES.map((params) => routePath(params)),
    );
    console.log(`  route  p95 ${route.p95} ms`);
    const count = await load(server.url, SEARCHES.map(countPath));
    // The ceiling HTTP itself puts on any route here: PocketBase's cheapest answer (its health
    // check: the router, the middlewares, the request log, no SQL of ours) under the same load
    // from the same machine. The raw-SQLite floors have neither HTTP nor a load generator to share
    // the two cores with; this row says how much of a route's distance to them is that.
    const http = await load(server.url, ['/api/health']);
    console.log(`  http (/api/health) ${http.rps} req/s, p95 ${http.p95} ms`);
    console.log(`  count  p95 ${count.p95} ms`);
    const filter = await load(
      server.url,
      SEARCHES.map((params) => filterPath(params)),
    );
    console.log(`  filter p95 ${filter.p95} ms`);
    const rareRoute = await load(
      server.url,
      RARE_SEARCHES.map((params) => routePath(params)),
    );
    console.log(`  rare route  p95 ${rareRoute.p95} ms, ${rareRoute.rps} req/s`);
    const rareFilter = await load(
      server.url,
      RARE_SEARCHES.map((params) => filterPath(params)),
    );
    console.log(`  rare filter p95 ${rareFilter.p95} ms, ${rareFilter.rps} req/s`);
    const queriesFile = join(dataDir, 'queries.json');
    writeFileSync(queriesFile, JSON.stringify(SEARCHES.map(sqliteSearch)));
    await server.stop();
    if (KEEP_DIR) cpSync(dataDir, join(KEEP_DIR, label(size)), { recursive: true });
    const floors = {} as Record<`sqlite-${Driver}`, Floor>;
    for (const driver of DRIVERS) {
      floors[`sqlite-${driver}`] = floor(driver, dataDir, queriesFile, unavailable);
      const f = floors[`sqlite-${driver}`];
      console.log(`  sqlite-${driver} ${'p95' in f ? `p95 ${f.p95} ms, ${f.rps} req/s` : f.unavailable}`);
    }
    const sqlite = floors[`sqlite-${builtWith}`] as Figures;
    return {
      routeOriginalMix: routeOriginal,
      route,
      count,
      http,
      filter,
      sqlite,
      rare: { route: rareRoute, filter: rareFilter, rpsRatio: round(rareRoute.rps / Math.max(rareFilter.rps, 0.01)) },
      ...floors,
      ratioVsFilter: round(filter.p95 / route.p95),
      ratioVsSqlite: round(sqlite.p95 / route.p95),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function label(size: number): string {
  return size >= 1000 ? `${size / 1000}k` : String(size);
}

async function main() {
  run('node', ['scripts/build-pocketbase.mjs']);
  run('node', ['scripts/build-hooks.mjs']);
  const unavailable = buildFloors();
  const driver = serverDriver();
  const results: Record<string, unknown> = {};
  for (const size of SIZES) results[label(size)] = await measure(size, unavailable, driver);
  const output = {
    ...results,
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, ${process.platform}`,
    date: new Date().toISOString(),
    method: `autocannon ${CONCURRENCY} connections × ${DURATION_S} s over ${SEARCHES.length} searches (rare: ${RARE_SEARCHES.length} searches that find little, route and filter; routeOriginalMix: the ${ORIGINAL_SEARCHES.length} of before issue 18; count: GET /api/market/search/count over the mix; http: GET /api/health, the ceiling of any route over HTTP here), after warm-up rounds until p95 settles; filter = list API with ~, skipTotal; sqlite-<driver> = the route's statements on the same file, page assembled the same way (Go, ${CONCURRENCY} goroutines on a pool of ${CONCURRENCY} connections, PocketBase's pragmas), with modernc (pure Go), mattn (C, CGO, -tags sqlite_fts5) and ncruces (Wasm translated to Go, ext/fts5); sqlite = sqlite-${driver}, the server's own driver; ratio = X p95 / route p95`,
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'search.json'), `${JSON.stringify(output, null, 2)}\n`);

  console.log('\n| listings | path | p50 ms | p95 ms | p99 ms | req/s | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [size, figures] of Object.entries(results) as [string, Record<string, Figures>][]) {
    for (const path of ['routeOriginalMix', 'route', 'count', 'http', 'filter', ...DRIVERS.map((d) => `sqlite-${d}`)]) {
      const f = figures[path] as Floor;
      if ('unavailable' in f) console.log(`| ${size} | ${path} | ${f.unavailable} | | | | |`);
      else console.log(`| ${size} | ${path} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.rps} | ${f.errors} |`);
    }
    const r = figures as unknown as {
      ratioVsFilter: number;
      ratioVsSqlite: number;
      rare: { route: Figures; filter: Figures; rpsRatio: number };
    };
    for (const path of ['route', 'filter'] as const) {
      const f = r.rare[path];
      console.log(`| ${size} | rare ${path} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.rps} | ${f.errors} |`);
    }
    console.log(`| ${size} | ratio filter/route p95 | ${r.ratioVsFilter}× | | | | |`);
    console.log(`| ${size} | rare: route/filter req/s | ${r.rare.rpsRatio}× | | | | |`);
  }
  console.log('\nwritten to bench/results/search.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
