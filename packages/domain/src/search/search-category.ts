import {
  CATEGORY_FILTER_ALL,
  CATEGORY_FILTER_ALL_EQUIPMENT,
  CATEGORY_FILTER_ALL_SERVICES,
  isEquipmentCategory,
  isServiceCategory,
} from '../listing/categories';
import type { SearchFilter, SearchType } from './search-filters';

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

/**
 * What the category select shows for a filter: the category, or the "All …" choice of its type
 * (the website's filters, and the search page's first view the server sends, docs/adr/0018).
 */
export function categoryChoiceOf(filter: Pick<SearchFilter, 'type' | 'category'>): string {
  if (filter.category !== '') return filter.category;
  if (filter.type === 'service') return CATEGORY_FILTER_ALL_SERVICES;
  if (filter.type === 'equipment') return CATEGORY_FILTER_ALL_EQUIPMENT;
  return CATEGORY_FILTER_ALL;
}
