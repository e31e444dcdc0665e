import type { ReviewSummaryRecord } from '@partilha/domain';
import { RatingStars } from '@partilha/ui';
import { REVIEW_TEXTS as T, starsLabel } from './review-texts';
import { distributionRows } from './review-distribution';

/**
 * The stored summary of the reviews shown below (spec 001 §3 review summary): the average with
 * stars and the count, and one bar per star from 5 down to 1. Shown once there is a review: the
 * list below says "No reviews yet" on its own.
 */
export function RatingSummary({ summary }: { summary: ReviewSummaryRecord }) {
  return (
    <div className="review-summary" role="group" aria-label={T.summaryLabel}>
      <RatingStars
        className="review-summary__average"
        rating={summary.averageRating}
        reviewCount={summary.totalReviews}
        size="lg"
      />
      <ul className="review-summary__distribution" aria-label={T.distributionLabel}>
        {distributionRows(summary.ratingDistribution).map((row) => (
          <li key={row.stars} className="review-summary__bar-row">
            <span className="review-summary__bar-label">{starsLabel(row.stars)}</span>
            <span className="review-summary__bar" aria-hidden="true">
              <span className="review-summary__bar-fill" style={{ width: `${row.percent}%` }} />
            </span>
            <span className="review-summary__bar-count">{row.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
