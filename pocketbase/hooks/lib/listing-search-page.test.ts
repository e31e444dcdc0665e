import { describe, expect, it } from 'vitest';
import { KEY_EPOCH_MS, KEY_SLOT_BITS } from './listing-search-index';
import { readPage, readValuePage } from './listing-search-page';
import type { KeyPlan, Segment, ValuePlan } from './listing-search-sql';

/** A row as a read returns it: the key of millisecond group `group`, slot `slot`. */
function row(group: number, slot: number, id: string) {
  const key = String(BigInt(group) * 2n ** BigInt(KEY_SLOT_BITS) + BigInt(slot));
  return { key, grp: group, id, item: `{"id":"${id}"}` };
}

const segment = (rank: number): Segment => ({ from: 'listings_search s', key: 's.key', where: [], rank });

/**
 * A database stand-in: answers each statement from a queue of rows (in key order, as an index
 * read returns them), each row's item named after its id, and records what it was asked.
 */
function reader(answers: ReturnType<typeof row>[][]) {
  const asked: string[] = [];
  const read = (sql: string) => {
    asked.push(sql);
    return answers.shift() ?? [];
  };
  return { read, asked };
}

const ids = (page: ReturnType<typeof readPage>) => page.rows.map((r) => r.id);

describe('readPage', () => {
  const plan: KeyPlan = { kind: 'key', segments: [segment(0)], params: {} };

  it('orders a short last page by millisecond, then id descending, with no cursor', () => {
    const { read, asked } = reader([[row(10, 0, 'b'), row(10, 1, 'c'), row(11, 0, 'a')]]);
    const page = readPage(plan, 3, read);
    expect(ids(page)).toEqual(['c', 'b', 'a']);
    expect(page.rows.map((r) => r.item)).toEqual(['{"id":"c"}', '{"id":"b"}', '{"id":"a"}']);
    expect(page.nextCursor).toBeNull();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('ORDER BY s.key LIMIT 5)');
  });

  it('cuts a full page without another read when the extra row starts a new millisecond', () => {
    const { read, asked } = reader([[row(10, 0, 'a'), row(11, 0, 'b'), row(12, 0, 'c'), row(13, 0, 'd')]]);
    const page = readPage(plan, 2, read);
    expect(ids(page)).toEqual(['a', 'b']);
    expect(page.nextCursor).toEqual({ kind: 'key', rank: 0, ms: KEY_EPOCH_MS - 11, id: 'b' });
    expect(asked).toHaveLength(1);
  });

  it('reads the rest of the millisecond the page ends in, and sorts it in', () => {
    const { read, asked } = reader([
      [row(10, 0, 'a'), row(11, 0, 'b'), row(11, 1, 'x'), row(11, 2, 'c')],
      [row(11, 3, 'z'), row(11, 4, 'd')],
    ]);
    const page = readPage(plan, 2, read);
    // Millisecond 11 holds b, c, d, x, z: the page takes its highest id after a.
    expect(ids(page)).toEqual(['a', 'z']);
    expect(page.rows[1]!.item).toBe('{"id":"z"}');
    expect(page.nextCursor).toEqual({ kind: 'key', rank: 0, ms: KEY_EPOCH_MS - 11, id: 'z' });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain(`s.key > ${row(11, 2, 'c').key}`);
  });

  it('fills the page with the other cities once the city runs out', () => {
    const cityFirst: KeyPlan = { kind: 'key', segments: [segment(0), segment(1)], params: {} };
    const { read, asked } = reader([[row(20, 0, 'p')], [row(10, 0, 'a'), row(11, 0, 'b'), row(12, 0, 'c')]]);
    const page = readPage(cityFirst, 2, read);
    expect(ids(page)).toEqual(['p', 'a']);
    expect(page.nextCursor).toEqual({ kind: 'key', rank: 1, ms: KEY_EPOCH_MS - 10, id: 'a' });
    expect(asked[1]).toContain('LIMIT 3');
  });

  it('does not read the other cities when the city fills the page', () => {
    const cityFirst: KeyPlan = { kind: 'key', segments: [segment(0), segment(1)], params: {} };
    const { read, asked } = reader([[row(1, 0, 'p'), row(2, 0, 'q'), row(3, 0, 'r')]]);
    expect(ids(readPage(cityFirst, 2, read))).toEqual(['p', 'q']);
    expect(asked).toHaveLength(1);
  });

  it('reads a price or rating order in one statement and takes the cursor from the last row shown', () => {
    const valuePlan: ValuePlan = {
      kind: 'value',
      from: 'listings_search s',
      where: ["s.status = 'active'"],
      column: 's.price',
      descending: false,
      params: {},
    };
    const asked: string[] = [];
    const rows = [
      { key: '5', v: 10, id: 'a', item: '{"id":"a"}' },
      { key: '3', v: 12.5, id: 'b', item: '{"id":"b"}' },
      { key: '9', v: 12.5, id: 'c', item: '{"id":"c"}' },
    ];
    const page = readValuePage(valuePlan, 2, (sql) => {
      asked.push(sql);
      return rows;
    });
    expect(ids(page)).toEqual(['a', 'b']);
    expect(page.nextCursor).toEqual({ kind: 'value', value: 12.5, key: '3' });
    expect(asked[0]).toContain('ORDER BY s.price, s.key LIMIT 3)');
    expect(readValuePage(valuePlan, 3, () => rows).nextCursor).toBeNull();
  });
});
