/** @jsxImportSource preact */
import { getReliabilityRating, type CancellationStats } from '@partilha/domain';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';

/** The "Booking Reliability" badge of a profile (spec 001 §4), its level from the domain's rule. */
export function ReliabilityBadge({ stats, lang }: { stats: CancellationStats; lang: WidgetLang }) {
  const rating = getReliabilityRating(stats);
  const texts = WIDGET_TEXTS[lang];
  return (
    <span class={`pw-badge pw-badge-${rating.intent}`}>
      <span class="pw-visually-hidden">{texts.reliabilityTitle}: </span>
      {texts.reliability[rating.level]}
    </span>
  );
}
