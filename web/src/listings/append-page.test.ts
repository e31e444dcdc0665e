import { describe, expect, it } from 'vitest';
import { appendPage } from './append-page';

const item = (id: string, title = id) => ({ listing: { id }, title });

describe('appendPage', () => {
  it('appends the next page in order', () => {
    expect(appendPage([item('a'), item('b')], [item('c'), item('d')]).map((i) => i.listing.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('leaves out a listing already shown, and one repeated within the page', () => {
    const result = appendPage([item('a'), item('b')], [item('b', 'again'), item('c'), item('c')]);
    expect(result.map((i) => i.listing.id)).toEqual(['a', 'b', 'c']);
    expect(result[1]?.title).toBe('b');
  });
});
