import { emptySearchFilter } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { marketplaceFilter, marketplaceParams, scopedCategoryOptions } from './marketplace-filter';

const params = (query: string) => new URLSearchParams(query);

describe('marketplaceFilter', () => {
  it('shows one type on the Services and Equipment pages, whatever the URL says', () => {
    expect(marketplaceFilter('service', params('type=equipment'))).toEqual({ ...emptySearchFilter(), type: 'service' });
    expect(marketplaceFilter('equipment', params(''))).toEqual({ ...emptySearchFilter(), type: 'equipment' });
  });

  it('keeps a category of the page type and ignores one of the other type', () => {
    expect(marketplaceFilter('equipment', params('category=photography&priceRange=0-25'))).toEqual({
      ...emptySearchFilter(),
      type: 'equipment',
      category: 'photography',
      priceRange: '0-25',
    });
    expect(marketplaceFilter('equipment', params('category=pet-care'))).toEqual({
      ...emptySearchFilter(),
      type: 'equipment',
    });
  });

  it('lets the category decide the type on the all-listings page, and leaves search text to the search page', () => {
    expect(marketplaceFilter('all', params('category=pet-care&search=dog'))).toEqual({
      ...emptySearchFilter(),
      type: 'service',
      category: 'pet-care',
    });
  });
});

describe('marketplaceParams', () => {
  it('leaves the type to the path on a one-type page', () => {
    const filter = { ...emptySearchFilter(), type: 'service' as const, category: 'gardening' };
    expect(marketplaceParams('service', filter).toString()).toBe('category=gardening');
    expect(marketplaceParams('all', filter).toString()).toBe('type=service&category=gardening');
  });
});

describe('scopedCategoryOptions', () => {
  it('offers "All …" and the categories of the one type', () => {
    const services = scopedCategoryOptions('service');
    expect(services[0]).toEqual({ value: 'all-services', label: 'All Services' });
    expect(services.map((option) => option.value)).toContain('pet-care');
    expect(services.map((option) => option.value)).not.toContain('power-tools');
    expect(scopedCategoryOptions('equipment')[0]).toEqual({ value: 'all-equipment', label: 'All Equipment' });
  });
});
