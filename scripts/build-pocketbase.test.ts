import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { buildFlavour } from './build-pocketbase.mjs';

interface Flavour {
  driver: string;
  env: Record<string, string>;
  tags: string[];
}
const flavour = () => buildFlavour() as Flavour;

afterEach(() => vi.unstubAllEnvs());

describe('the build of the backend binary (docs/adr/0020)', () => {
  it('uses the C SQLite driver where a C compiler exists, with FTS5 and without the pure-Go default', () => {
    vi.stubEnv('PARTILHA_PURE_GO', '');
    vi.stubEnv('CC', 'node'); // any program that answers --version stands for a compiler here
    expect(flavour()).toEqual({
      driver: 'mattn',
      env: { CGO_ENABLED: '1' },
      tags: ['sqlite_fts5', 'no_default_driver'],
    });
  });

  it('says a C compiler is missing when none answers, rather than falling back silently', () => {
    vi.stubEnv('PARTILHA_PURE_GO', '');
    vi.stubEnv('CC', '/nonexistent/cc');
    expect(flavour().driver).toBe('missing-cc');
  });

  it('builds pure Go with PARTILHA_PURE_GO=1, compiler or not', () => {
    vi.stubEnv('PARTILHA_PURE_GO', '1');
    vi.stubEnv('CC', 'node');
    expect(flavour()).toEqual({ driver: 'modernc', env: { CGO_ENABLED: '0' }, tags: [] });
    vi.stubEnv('CC', '/nonexistent/cc');
    expect(flavour().driver).toBe('modernc');
  });
});
