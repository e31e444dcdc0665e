import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GO_TABLE_AREAS, goTablePath, goTableText } from './generate';

describe('the Go tables (pocketbase/market/tables)', () => {
  for (const area of Object.keys(GO_TABLE_AREAS)) {
    it(`${area}.json is what the generator makes from packages/domain now`, () => {
      const committed = readFileSync(goTablePath(area), 'utf8');
      // A difference means the domain changed: run `npx tsx scripts/go-tables/generate.ts`.
      expect(committed === goTableText(area)).toBe(true);
    });
  }
});
