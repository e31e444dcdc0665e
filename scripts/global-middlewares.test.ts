// Every global JS router middleware must name the HTTP methods it acts on (`methods:A,B:name`),
// so that main.go keeps every other request, above all long realtime streams, from holding one of
// PocketBase's pooled JS runtimes for as long as it lasts (docs/adr/0007).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const hooksDir = join(process.cwd(), 'pocketbase', 'hooks');
const hookFiles = readdirSync(hooksDir).filter((file) => file.endsWith('.pb.ts'));

/** The text of each routerUse(...) call, up to its closing parenthesis. */
function routerUseCalls(source: string): string[] {
  const calls: string[] = [];
  for (let start = source.indexOf('routerUse('); start !== -1; start = source.indexOf('routerUse(', start + 1)) {
    let depth = 0;
    let end = start + 'routerUse'.length;
    do {
      if (source[end] === '(') depth += 1;
      if (source[end] === ')') depth -= 1;
      end += 1;
    } while (depth > 0 && end < source.length);
    calls.push(source.slice(start, end));
  }
  return calls;
}

describe('global JS middlewares', () => {
  const calls = hookFiles.flatMap((file) =>
    routerUseCalls(readFileSync(join(hooksDir, file), 'utf8')).map((call) => ({ file, call })),
  );

  it('are found (the check reads the hook sources)', () => {
    expect(calls.length).toBeGreaterThan(0);
  });

  it.each(calls)('$file: a routerUse declares its methods in a Middleware id', ({ call }) => {
    expect(call).toMatch(/^routerUse\(\s*new Middleware\(/);
    const id = /,\s*-?\d+,\s*'([^']*)',?\s*\),?\s*\)$/.exec(call)?.[1] ?? '';
    // Conditions the gate knows may follow the methods: `guests`, `paths-ending=/a,/b`.
    expect(id).toMatch(
      /^methods:(GET|POST|PUT|PATCH|DELETE)(,(GET|POST|PUT|PATCH|DELETE))*(:guests|:paths-ending=\/[a-z/-]+(,\/[a-z/-]+)*)*:[a-z-]+$/,
    );
    expect(id).not.toMatch(/GET/);
  });
});
