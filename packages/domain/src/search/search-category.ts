import {
  CATEGORY_FILTER_ALL,
  CATEGORY_FILTER_ALL_EQUIPMENT,
  CATEGORY_FILTER_ALL_SERVICES,
  isEquipmentCategory,
  isServiceCategory,
} from '../listing/categories';
import type { SearchType } from './search-filters';

/**
 * What choosing a category in search does to the type (spec 000 §4): all-services → services
 * with no category, all-equipment → equipment with no category, all or empty → everything, a
 * known category → its type with that category, anything else (such as "other") → everything,
 * keeping the category.
 */
export function resolveSearchCategory(category: string | null | undefined): { type: SearchType; category: string } {
  const value = (category ?? '').trim();
  if (value === '' || value === CATEGORY_FILTER_ALL) return { type: 'all', category: '' };
  if (value === CATEGORY_FILTER_ALL_SERVICES) return { type: 'service', category: '' };
  if (value === CATEGORY_FILTER_ALL_EQUIPMENT) return { type: 'equipment', category: '' };
  if (isServiceCategory(value)) return { type: 'service', category: value };
  if (isEquipmentCategory(value)) return { type: 'equipment', category: value };
  return { type: 'all', category: value };
}
