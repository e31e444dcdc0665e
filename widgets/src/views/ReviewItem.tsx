/** @jsxImportSource preact */
import type { WidgetReview } from '../api';
import { formatDate } from '../format';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';
import { ReportLink } from './ReportLink';
import { Stars } from './Stars';

/**
 * One review in a box of fixed height (the text is cut after three lines), so the list keeps the
 * size its skeleton reserved. Texts are drawn as text: markup in a review shows as written.
 */
export function ReviewItem({ review, lang }: { review: WidgetReview; lang: WidgetLang }) {
  return (
    <li class="pw-review">
      <p class="pw-review-head">
        <span class="pw-review-author">{review.reviewerName}</span>
        <Stars rating={review.rating} count={1} lang={lang} />
        <time class="pw-muted pw-review-date" dateTime={review.created.replace(' ', 'T')}>
          {formatDate(review.created, lang)}
        </time>
      </p>
      <p class="pw-review-title-row">
        <span class="pw-review-title">{review.title}</span>
        <ReportLink
          kind="review"
          id={review.id}
          label={WIDGET_TEXTS[lang].reportReview(review.reviewerName)}
          lang={lang}
        />
      </p>
      <p class="pw-review-content">{review.content}</p>
    </li>
  );
}
