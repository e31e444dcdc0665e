import type { ReviewType } from '@partilha/domain';
import { cls } from '../../classes';
import { RatingStars } from '../RatingStars';
import { ratedCategories } from './rated-categories';

/** Each rated category with its stars, e.g. "Equipment Condition ★★★★☆ 4.0". */
export function ReviewCategoryRatings({
  reviewType,
  ratings,
}: {
  reviewType: ReviewType;
  ratings: Readonly<Record<string, number>>;
}) {
  const rated = ratedCategories(reviewType, ratings);
  if (rated.length === 0) return null;
  return (
    <dl className={cls('review-card-categories')}>
      {rated.map(({ category, label, rating }) => (
        <div key={category} className={cls('review-card-category')}>
          <dt>{label}</dt>
          <dd>
            <RatingStars rating={rating} reviewCount={1} showCount={false} size="sm" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
