import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_CATEGORIES,
  EQUIPMENT_EDIT_CATEGORIES,
  EQUIPMENT_WIZARD_CATEGORIES,
  SERVICE_CATEGORIES,
  SERVICE_EDIT_CATEGORIES,
  SERVICE_FORM_CATEGORIES,
  categoryFilterOptions,
  formCategoryOptions,
  getCategoryLabel,
  isListingCategory,
} from './categories';

describe('categories', () => {
  it('lists the 12 service and 12 equipment categories of the spec, without other', () => {
    expect(SERVICE_CATEGORIES).toHaveLength(12);
    expect(EQUIPMENT_CATEGORIES).toHaveLength(12);
    expect(SERVICE_CATEGORIES).not.toContain('other');
    expect(EQUIPMENT_CATEGORIES).not.toContain('other');
    expect(SERVICE_CATEGORIES[0]).toBe('furniture-assembly');
    expect(EQUIPMENT_CATEGORIES[11]).toBe('diy-crafts');
  });

  it('adds other in the forms only, and the equipment edit form has its short set', () => {
    expect(SERVICE_FORM_CATEGORIES[SERVICE_FORM_CATEGORIES.length - 1]).toBe('other');
    expect(SERVICE_EDIT_CATEGORIES).toEqual(SERVICE_FORM_CATEGORIES);
    expect(EQUIPMENT_WIZARD_CATEGORIES).toContain('other');
    expect(EQUIPMENT_EDIT_CATEGORIES).toEqual(['photography', 'audio', 'tools', 'other']);
    expect(categoryFilterOptions().map((option) => option.value)).not.toContain('other');
  });

  it('labels every category for people', () => {
    expect(getCategoryLabel('furniture-assembly')).toBe('Furniture Assembly');
    expect(getCategoryLabel('it-services')).toBe('IT Services');
    expect(getCategoryLabel('all-services')).toBe('All Services');
    expect(getCategoryLabel('some-new-thing')).toBe('Some New Thing');
    for (const value of [...SERVICE_FORM_CATEGORIES, ...EQUIPMENT_WIZARD_CATEGORIES, ...EQUIPMENT_EDIT_CATEGORIES]) {
      expect(getCategoryLabel(value)).not.toBe('');
    }
  });

  it('builds the filter and form options', () => {
    const filter = categoryFilterOptions();
    expect(filter[0]).toEqual({ value: 'all', label: 'All Categories' });
    expect(filter[1]).toEqual({ value: 'all-services', label: 'All Services' });
    expect(filter.find((option) => option.value === 'all-equipment')).toBeDefined();
    expect(formCategoryOptions('equipment', 'edit').map((option) => option.label)).toEqual([
      'Photography',
      'Audio',
      'Tools',
      'Other',
    ]);
  });

  it('accepts a category of either equipment form for a stored listing, and refuses the other type', () => {
    expect(isListingCategory('equipment', 'tools')).toBe(true);
    expect(isListingCategory('equipment', 'power-tools')).toBe(true);
    expect(isListingCategory('service', 'power-tools')).toBe(false);
    expect(isListingCategory('service', 'other')).toBe(true);
  });
});
