import { describe, expect, it } from 'vitest';
import { categoryChoiceOf, resolveSearchCategory } from './search-category';
import { emptySearchFilter, type SearchFilter } from './search-filters';

describe('resolveSearchCategory', () => {
  it('maps the "all" values to a type without category', () => {
    expect(resolveSearchCategory('all-services')).toEqual({ type: 'service', category: '' });
    expect(resolveSearchCategory('all-equipment')).toEqual({ type: 'equipment', category: '' });
    expect(resolveSearchCategory('all')).toEqual({ type: 'all', category: '' });
    expect(resolveSearchCategory('')).toEqual({ type: 'all', category: '' });
    expect(resolveSearchCategory(undefined)).toEqual({ type: 'all', category: '' });
  });

  it('sets the type of a known category', () => {
    expect(resolveSearchCategory('pet-care')).toEqual({ type: 'service', category: 'pet-care' });
    expect(resolveSearchCategory('power-tools')).toEqual({ type: 'equipment', category: 'power-tools' });
  });

  it('searches every type for an unknown category such as other', () => {
    expect(resolveSearchCategory('other')).toEqual({ type: 'all', category: 'other' });
    expect(resolveSearchCategory('audio')).toEqual({ type: 'all', category: 'audio' });
  });
});

describe('categoryChoiceOf', () => {
  const filter = (fields: Partial<SearchFilter> = {}): SearchFilter => ({ ...emptySearchFilter(), ...fields });

  it('shows the "All …" choice of the type when no category is chosen', () => {
    expect(categoryChoiceOf(filter())).toBe('all');
    expect(categoryChoiceOf(filter({ type: 'service' }))).toBe('all-services');
    expect(categoryChoiceOf(filter({ type: 'equipment' }))).toBe('all-equipment');
    expect(categoryChoiceOf(filter({ type: 'equipment', category: 'photography' }))).toBe('photography');
  });
});
