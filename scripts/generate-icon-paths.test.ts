import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { iconPathsModule, usedIcons } from './generate-icon-paths.mjs';

describe('icon paths of the website', () => {
  it('holds exactly the icons the code names (regenerate with node scripts/generate-icon-paths.mjs)', () => {
    const committed = readFileSync(join(import.meta.dirname, '..', 'web', 'src', 'app', 'icon-paths.ts'), 'utf8');
    expect(committed).toBe(iconPathsModule(usedIcons()));
  });

  it('finds icons named in props, in data and in a ternary over lines, and not routes or roles', () => {
    const used = usedIcons() as string[];
    for (const name of ['search', 'user', 'tick-circle', 'people', 'endorsed', 'caret-down']) expect(used).toContain(name);
    for (const word of ['home', 'switch', 'team', 'function']) expect(used).not.toContain(word);
  });
});
