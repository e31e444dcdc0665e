// Writes the tables the Go code of pocketbase/market embeds (go:embed), one JSON file per area,
// from packages/domain: `npx tsx scripts/go-tables/generate.ts`. An area is a module here that
// exports a function returning a JSON-able object; add it to GO_TABLE_AREAS. generate.test.ts
// fails when a committed file differs from what the generator makes now.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingTables } from './bookings';
import { searchTables } from './search';

export const GO_TABLE_AREAS: Record<string, () => unknown> = {
  search: searchTables,
  bookings: bookingTables,
};

export const GO_TABLES_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'pocketbase',
  'market',
  'tables',
);

/** The file's text: stable JSON, one value per line at the top level, for readable diffs. */
export function goTableText(area: string): string {
  const make = GO_TABLE_AREAS[area];
  if (!make) throw new Error(`No Go table area "${area}"`);
  return `${JSON.stringify(make(), null, 1)}\n`;
}

export function goTablePath(area: string): string {
  return join(GO_TABLES_DIR, `${area}.json`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const area of Object.keys(GO_TABLE_AREAS)) {
    writeFileSync(goTablePath(area), goTableText(area));
    console.log(`wrote ${goTablePath(area)}`);
  }
}
