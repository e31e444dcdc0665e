import { REVIEW_CATEGORIES, reviewCategoryLabel, type ReviewType } from '@partilha/domain';

/**
 * The categories in the order the review type asks for them, then any others the review carries
 * (older reviews); a 0 means "not rated" and is left out.
 */
export function ratedCategories(
  reviewType: ReviewType,
  ratings: Readonly<Record<string, number>>,
): { category: string; label: string; rating: number }[] {
  const known = REVIEW_CATEGORIES[reviewType];
  const others = Object.keys(ratings).filter((category) => !known.includes(category));
  return [...known, ...others]
    .filter((category) => (ratings[category] ?? 0) > 0)
    .map((category) => ({ category, label: reviewCategoryLabel(category), rating: ratings[category] ?? 0 }));
}
