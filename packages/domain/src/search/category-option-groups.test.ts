import { categoryFilterOptions, EQUIPMENT_CATEGORIES, SERVICE_CATEGORIES } from '../listing/categories';
import { describe, expect, it } from 'vitest';
import { groupCategoryFilterOptions } from './category-option-groups';

describe('groupCategoryFilterOptions', () => {
  const groups = groupCategoryFilterOptions();

  it('keeps "All Categories" above the groups', () => {
    expect(groups.top).toEqual([{ value: 'all', label: 'All Categories' }]);
  });

  it('leads the services with "All Services", then every service category', () => {
    expect(groups.services[0]).toEqual({ value: 'all-services', label: 'All Services' });
    expect(groups.services.slice(1).map((option) => option.value)).toEqual([...SERVICE_CATEGORIES]);
  });

  it('leads the equipment with "All Equipment", then every equipment category', () => {
    expect(groups.equipment[0]).toEqual({ value: 'all-equipment', label: 'All Equipment' });
    expect(groups.equipment.slice(1).map((option) => option.value)).toEqual([...EQUIPMENT_CATEGORIES]);
  });

  it('loses no option of the domain and adds none', () => {
    const grouped = [...groups.top, ...groups.services, ...groups.equipment];
    expect(grouped).toHaveLength(categoryFilterOptions().length);
    expect(new Set(grouped.map((option) => option.value))).toEqual(
      new Set(categoryFilterOptions().map((option) => option.value)),
    );
  });
});
