/** @jsxImportSource preact */
import type { ReviewsAnswer } from '../api';
import { formatRating } from '../format';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';
import { Stars, ratingText } from './Stars';

const STARS = [5, 4, 3, 2, 1] as const;

/** A bar's width class in 5 % steps (no style attributes: the host page's CSP may forbid them). */
function barClass(count: number, total: number): string {
  const step = total > 0 ? Math.round((count / total) * 20) : 0;
  return `pw-bar-fill pw-bar-${step}`;
}

/** The average, the count and the distribution of a member's reviews (spec 001 §2 review summary). */
export function ReviewSummary({ answer, lang }: { answer: ReviewsAnswer; lang: WidgetLang }) {
  const { summary } = answer;
  const texts = WIDGET_TEXTS[lang];
  return (
    <div class="pw-summary">
      <div class="pw-summary-average">
        <span class="pw-average">{summary.count > 0 ? formatRating(summary.average, lang) : '–'}</span>
        <Stars rating={summary.average} count={summary.count} lang={lang} />
        <span class="pw-muted">{summary.count > 0 ? texts.reviewCount(summary.count) : ratingText(0, 0, lang)}</span>
      </div>
      <ul class="pw-distribution">
        {STARS.map((stars) => {
          const count = summary.distribution[String(stars)] ?? 0;
          return (
            <li key={stars} class="pw-distribution-row">
              <span class="pw-visually-hidden">{texts.starsRow(stars, count)}</span>
              <span class="pw-distribution-label" aria-hidden="true">
                {stars}★
              </span>
              <span class="pw-bar" aria-hidden="true">
                <span class={barClass(count, summary.count)} />
              </span>
              <span class="pw-distribution-count" aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
