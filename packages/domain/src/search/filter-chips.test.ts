import { emptySearchFilter, type SearchFilter } from './search-filters';
import { describe, expect, it } from 'vitest';
import { filterChips, type FilterChipKind } from './filter-chips';

const filter = (overrides: Partial<SearchFilter> = {}): SearchFilter => ({ ...emptySearchFilter(), ...overrides });

function remove(start: SearchFilter, kind: FilterChipKind): SearchFilter {
  const chip = filterChips(start).find((candidate) => candidate.kind === kind);
  if (!chip) throw new Error(`no ${kind} chip`);
  return chip.remove(start);
}

describe('filterChips', () => {
  it('has no chip for the empty filter', () => {
    expect(filterChips(filter())).toEqual([]);
  });

  it('shows type, search, category and price, in that order', () => {
    const chips = filterChips(
      filter({ type: 'equipment', search: 'drill', category: 'power-tools', priceRange: '25-50' }),
    );
    expect(chips.map((chip) => [chip.kind, chip.label])).toEqual([
      ['type', 'Equipment'],
      ['search', '"drill"'],
      ['category', 'Power Tools'],
      ['price', '€25 - €50'],
    ]);
  });

  it('labels a hand-written price range in euros', () => {
    const label = (overrides: Partial<SearchFilter>) => filterChips(filter(overrides))[0]?.label;
    expect(label({ minPrice: 10, maxPrice: 20.5 })).toBe('€10 - €20.50');
    expect(label({ minPrice: 0 })).toBe('From €0');
    expect(label({ maxPrice: 30 })).toBe('Up to €30');
    expect(label({ priceRange: '200+', maxPrice: 300 })).toBe('€200+, Up to €300');
  });

  it('removes just the search text, or the whole price choice', () => {
    const start = filter({ type: 'service', search: 'dog', priceRange: '0-25', minPrice: 1, maxPrice: 20 });
    expect(remove(start, 'search')).toEqual({ ...start, search: '' });
    expect(remove(start, 'price')).toEqual({ ...start, priceRange: '', minPrice: undefined, maxPrice: undefined });
  });

  it('keeps the type when the category goes ("Power Tools" → all equipment)', () => {
    const start = filter({ type: 'equipment', category: 'power-tools' });
    expect(remove(start, 'category')).toEqual(filter({ type: 'equipment' }));
  });

  it('takes a category of that type away with the type, since it would set the type again', () => {
    expect(remove(filter({ type: 'equipment', category: 'power-tools', search: 'x' }), 'type')).toEqual(
      filter({ search: 'x' }),
    );
    expect(remove(filter({ type: 'service' }), 'type')).toEqual(filter());
  });

  it('shows "other" as a category of every type, with no type chip', () => {
    const chips = filterChips(filter({ category: 'other' }));
    expect(chips.map((chip) => chip.label)).toEqual(['Other']);
  });
});
