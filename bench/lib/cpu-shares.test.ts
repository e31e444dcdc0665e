import { describe, expect, it } from 'vitest';
import { classify, cpuShares } from './cpu-shares';

const goja = 'github.com/dop251/goja.(*vm).run';
const save = 'github.com/pocketbase/pocketbase/core.(*BaseApp).Save';
const sqlite = 'modernc.org/sqlite/lib._sqlite3VdbeExec';

describe('classify', () => {
  it('gives a sample with a SQLite frame to SQLite, whoever called it', () => {
    expect(classify([sqlite, 'modernc.org/sqlite.(*conn).exec', save, goja])).toBe('sqlite');
  });

  it('gives the garbage collection and reflection the JS engine calls to the JS runtime', () => {
    expect(classify(['runtime.mallocgc', 'reflect.Value.Call', goja, save])).toBe('js');
  });

  it('gives PocketBase Go called from JS to Go', () => {
    expect(classify(['runtime.mapaccess', 'encoding/json.Marshal', save, goja])).toBe('go');
  });

  it('tells background collection from the HTTP server', () => {
    expect(classify(['runtime.scanobject', 'runtime.gcDrain', 'runtime.gcBgMarkWorker'])).toBe('gc');
    expect(classify(['syscall.Syscall', 'net.(*conn).Read', 'net/http.(*conn).serve'])).toBe('other');
  });
});

describe('cpuShares', () => {
  it('adds up the blocks of `go tool pprof -traces` by share', () => {
    const traces = [
      'File: pocketbase',
      'Type: cpu',
      '-----------+-------------------------------------------------------',
      `      30ms   ${sqlite}`,
      `             ${save}`,
      `             ${goja}`,
      '-----------+-------------------------------------------------------',
      `      50ms   ${goja} (inline)`,
      '-----------+-------------------------------------------------------',
      '      20ms   runtime.gcBgMarkWorker',
      '-----------+-------------------------------------------------------',
    ].join('\n');
    expect(cpuShares(traces)).toEqual({
      totalMs: 100,
      percent: { sqlite: 30, js: 50, go: 0, gc: 20, other: 0 },
      underJs: 80,
    });
  });
});
