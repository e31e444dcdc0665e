import {
  CATEGORY_FILTER_ALL_EQUIPMENT,
  CATEGORY_FILTER_ALL_SERVICES,
  categoryFilterOptions,
  isEquipmentCategory,
  isServiceCategory,
  type CategoryOption,
} from '../listing/categories';

export interface CategoryOptionGroups {
  /** Above the groups: "All Categories". */
  top: CategoryOption[];
  services: CategoryOption[];
  equipment: CategoryOption[];
}

/**
 * The home and search filter options (from the domain, in its order) sorted under the "Services"
 * and "Equipment" headings of the select, each group led by its "All …" choice.
 */
export function groupCategoryFilterOptions(): CategoryOptionGroups {
  const groups: CategoryOptionGroups = { top: [], services: [], equipment: [] };
  for (const option of categoryFilterOptions()) {
    if (option.value === CATEGORY_FILTER_ALL_SERVICES || isServiceCategory(option.value)) groups.services.push(option);
    else if (option.value === CATEGORY_FILTER_ALL_EQUIPMENT || isEquipmentCategory(option.value))
      groups.equipment.push(option);
    else groups.top.push(option);
  }
  return groups;
}
