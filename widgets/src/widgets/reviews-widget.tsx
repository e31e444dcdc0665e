/** @jsxImportSource preact */
import type { ReviewsAnswer } from '../api';
import { DEFAULT_REVIEWS_LIMIT, MAX_REVIEWS_LIMIT, readFlag, readLimit, readText } from '../attributes';
import { profilePageUrl } from '../market';
import { aggregateRating, writeJsonLd } from '../seo';
import { WIDGET_TEXTS, widgetLang } from '../texts';
import type { MountContext } from '../widget-contract';
import { ReviewItem } from '../views/ReviewItem';
import { ReviewSummary } from '../views/ReviewSummary';
import { StateView } from '../views/StateView';
import { mountPreact } from './mount-preact';
import { useWidgetData } from './use-widget-data';

/** <partilha-reviews user-id role sort limit [seo]>: a member's review summary and latest reviews. */
export function mount(context: MountContext) {
  return mountPreact(context, (ctx) => <ReviewsWidget context={ctx} />);
}

function ReviewsWidget({ context }: { context: MountContext }) {
  const { host } = context;
  const lang = widgetLang(host);
  const texts = WIDGET_TEXTS[lang];
  const id = readText(host, 'user-id');
  const limit = readLimit(host, DEFAULT_REVIEWS_LIMIT, MAX_REVIEWS_LIMIT);
  const data = useWidgetData<ReviewsAnswer>({
    context,
    widget: 'reviews',
    id,
    itemCount: (answer) => answer.reviews.length,
  });
  const seo = readFlag(host, 'seo') && data.status === 'ready' ? serviceJsonLd(data.data) : null;
  writeJsonLd(host, seo);

  const rows = Array.from({ length: limit }, (_, index) => index);
  if (data.status === 'loading') {
    return (
      <div>
        <div class="pw-summary pw-skeleton" />
        <ul class="pw-review-list">
          {rows.map((index) => (
            <li key={index} class="pw-review pw-skeleton" />
          ))}
        </ul>
      </div>
    );
  }
  if (data.status === 'error') {
    // The message takes the summary's box; the rows stay reserved, so nothing below moves.
    return (
      <div>
        <div class="pw-summary">
          <StateView error={data.error} retry={data.retry} lang={lang} notFound={texts.memberNotAvailable} />
        </div>
        <ul class="pw-review-list" aria-hidden="true">
          {rows.map((index) => (
            <li key={index} class="pw-review pw-slot-empty" />
          ))}
        </ul>
      </div>
    );
  }
  const { reviews, user } = data.data;
  return (
    <section aria-label={texts.reviewsOf(user.name)}>
      <ReviewSummary answer={data.data} lang={lang} />
      <ul class="pw-review-list">
        {rows.map((index) => {
          const review = reviews[index];
          return review ? (
            <ReviewItem key={review.id} review={review} lang={lang} />
          ) : (
            <li key={`empty-${index}`} class="pw-review pw-slot-empty" aria-hidden="true" />
          );
        })}
      </ul>
    </section>
  );
}

/** The member's service with its rating and the reviews shown (never an organisation's rating). */
function serviceJsonLd(answer: ReviewsAnswer): object | null {
  const rating = aggregateRating(answer.summary.average, answer.summary.count);
  if (!rating) return null;
  return {
    '@type': 'Service',
    name: answer.user.name,
    url: profilePageUrl(answer.user.id),
    provider: { '@type': 'Person', name: answer.user.name },
    aggregateRating: rating,
    review: answer.reviews.map((review) => ({
      '@type': 'Review',
      name: review.title,
      reviewBody: review.content,
      datePublished: review.created.slice(0, 10),
      author: { '@type': 'Person', name: review.reviewerName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
