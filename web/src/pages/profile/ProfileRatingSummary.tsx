import type { ReviewSummaryRecord } from '@partilha/domain';
import { RatingStars } from '@partilha/ui';
import { PROFILE_REVIEW_TEXTS as T, starsLabel } from './profile-review-texts';
import { distributionRows } from './review-distribution';

/**
 * The stored summary of the reviews shown below (spec 001 §3 review summary): the average with
 * stars and the count, and one bar per star from 5 down to 1. Shown once there is a review: the
 * list below says "No reviews yet" on its own.
 */
export function ProfileRatingSummary({ summary }: { summary: ReviewSummaryRecord }) {
  return (
    <div className="profile-reviews__summary" role="group" aria-label={T.summaryLabel}>
      <RatingStars
        className="profile-reviews__average"
        rating={summary.averageRating}
        reviewCount={summary.totalReviews}
        size="lg"
      />
      <ul className="profile-reviews__distribution" aria-label={T.distributionLabel}>
        {distributionRows(summary.ratingDistribution).map((row) => (
          <li key={row.stars} className="profile-reviews__bar-row">
            <span className="profile-reviews__bar-label">{starsLabel(row.stars)}</span>
            <span className="profile-reviews__bar" aria-hidden="true">
              <span className="profile-reviews__bar-fill" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="profile-reviews__bar-count">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
