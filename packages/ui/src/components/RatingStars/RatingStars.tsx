import { getRatingDisplay, RATING_MESSAGES, RATING_SCALE, type StarFill } from '@partilha/domain';
import { cls } from '../../classes';

export type RatingStarsSize = 'sm' | 'md' | 'lg';

export interface RatingStarsProps {
  /** Average rating on the 0–5 scale, as stored on the profile or the review summary. */
  rating: number;
  reviewCount: number;
  /** Defaults to `md`. */
  size?: RatingStarsSize;
  /** Show the review count after the rating ("4.5 (12 reviews)"); `false` shows "4.5" alone. Defaults to `true`. */
  showCount?: boolean;
  className?: string;
}

/**
 * The 1-to-5 star rating of spec 001 §2 "Rating stars display". Which stars are full, half or empty
 * and the text come from `getRatingDisplay`, the one copy of the rule.
 */
export function RatingStars({ rating, reviewCount, size = 'md', showCount = true, className }: RatingStarsProps) {
  const display = getRatingDisplay(rating, reviewCount);
  const text = display.value !== null && !showCount ? display.value : display.text;
  const rootClass = [cls('rating-stars'), cls(`rating-stars-${size}`), className].filter(Boolean).join(' ');
  return (
    <span className={rootClass}>
      {display.value === null ? (
        // Nothing rated yet: the visible "No reviews yet" says it all, so the empty stars stay decorative.
        <span className={cls('rating-stars-row')} aria-hidden="true">
          <Stars fills={display.stars} />
        </span>
      ) : (
        <span
          className={cls('rating-stars-row')}
          role="img"
          aria-label={RATING_MESSAGES.ratedOutOf(display.value, RATING_SCALE)}
        >
          <Stars fills={display.stars} />
        </span>
      )}
      <span className={cls('rating-stars-text')}>{text}</span>
    </span>
  );
}

function Stars({ fills }: { fills: StarFill[] }) {
  return fills.map((fill, index) => (
    <span key={index} className={`${cls('star')} ${cls(`star-${fill}`)}`}>
      <StarShape className={cls('star-back')} />
      {fill !== 'empty' && (
        // The filled layer is clipped by its box: full width for a full star, half for a half star.
        <span className={cls('star-front')}>
          <StarShape />
        </span>
      )}
    </span>
  ));
}

function StarShape({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 1.4L14.8 9L22.9 9.3L16.6 14.4L18.8 22.2L12 17.7L5.2 22.2L7.4 14.4L1.1 9.3L9.2 9Z" />
    </svg>
  );
}
