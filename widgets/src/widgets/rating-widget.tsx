/** @jsxImportSource preact */
import type { RatingAnswer } from '../api';
import { readFlag, readText } from '../attributes';
import { WIDGET_TEXTS, widgetLang } from '../texts';
import type { MountContext } from '../widget-contract';
import { ReliabilityBadge } from '../views/ReliabilityBadge';
import { Stars, ratingText } from '../views/Stars';
import { mountPreact } from './mount-preact';
import { useWidgetData } from './use-widget-data';

/** <partilha-rating user-id role [reliability]>: stars, the count, and the reliability badge when asked. */
export function mount(context: MountContext) {
  return mountPreact(context, (ctx) => <RatingWidget context={ctx} />);
}

function RatingWidget({ context }: { context: MountContext }) {
  const { host } = context;
  const lang = widgetLang(host);
  const texts = WIDGET_TEXTS[lang];
  const id = readText(host, 'user-id');
  const data = useWidgetData<RatingAnswer>({ context, widget: 'rating', id, itemCount: () => 1 });

  if (data.status === 'loading') return <span class="pw-skeleton pw-skeleton-fill" />;
  if (data.status === 'error') {
    // One line has no room for a sentence: the short text, and a retry when it may help.
    const message = data.error.kind === 'not-found' ? texts.memberNotAvailable : texts.networkError;
    return (
      <span class="pw-rating-error" role="status">
        <span class="pw-muted">{message}</span>
        {data.error.retryable && (
          <button type="button" class="pw-text-button" onClick={data.retry}>
            {texts.retry}
          </button>
        )}
      </span>
    );
  }
  const { summary, cancellations, user } = data.data;
  return (
    <span class="pw-rating" role="group" aria-label={texts.ratingOf(user.name)}>
      <Stars rating={summary.average} count={summary.count} lang={lang} />
      <span class="pw-rating-text">{ratingText(summary.average, summary.count, lang)}</span>
      {readFlag(host, 'reliability') && <ReliabilityBadge stats={cancellations} lang={lang} />}
    </span>
  );
}
