import { describe, expect, it } from 'vitest';
import { categoriesFor, readListingFilters } from './listing-filters';

describe('listing filters', () => {
  it('reads the suspended listings as the Overview links them', () => {
    expect(readListingFilters({ status: 'suspended' })).toMatchObject({ status: 'suspended', type: '', category: '' });
  });

  it('drops a category that does not belong to the chosen type', () => {
    expect(readListingFilters({ type: 'service', category: 'power-tools' }).category).toBe('');
    expect(readListingFilters({ type: 'equipment', category: 'power-tools' }).category).toBe('power-tools');
  });

  it('offers each category once when no type is chosen', () => {
    const all = categoriesFor('');
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('gardening');
    expect(all).toContain('gardening-tools');
  });
});
