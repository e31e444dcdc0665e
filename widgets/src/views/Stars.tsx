/** @jsxImportSource preact */
import { getRatingDisplay } from '@partilha/domain';
import { formatRating } from '../format';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';

/**
 * Five stars for a rating (full, half or empty by the domain's getRatingDisplay, the one copy of
 * the rule), named for screen readers; with no reviews, the stars are decorative.
 */
export function Stars({ rating, count, lang }: { rating: number; count: number; lang: WidgetLang }) {
  const display = getRatingDisplay(rating, count);
  const stars = display.stars.map((fill, index) => (
    <span key={index} class={`pw-star pw-star-${fill}`}>
      <StarShape />
      {fill !== 'empty' && (
        // The filled layer is clipped by its box: whole for a full star, half for a half star.
        <span class="pw-star-front">
          <StarShape />
        </span>
      )}
    </span>
  ));
  return display.value === null ? (
    <span class="pw-stars" aria-hidden="true">
      {stars}
    </span>
  ) : (
    <span class="pw-stars" role="img" aria-label={WIDGET_TEXTS[lang].ratedOutOf(formatRating(rating, lang))}>
      {stars}
    </span>
  );
}

/** "4.5 (12 reviews)" or "No reviews yet", in the widget's language. */
export function ratingText(rating: number, count: number, lang: WidgetLang): string {
  const texts = WIDGET_TEXTS[lang];
  if (count === 0 && rating === 0) return texts.noReviews;
  return `${formatRating(rating, lang)} (${texts.reviewCount(count)})`;
}

function StarShape() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 1.4L14.8 9L22.9 9.3L16.6 14.4L18.8 22.2L12 17.7L5.2 22.2L7.4 14.4L1.1 9.3L9.2 9Z" />
    </svg>
  );
}
