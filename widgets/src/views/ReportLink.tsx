/** @jsxImportSource preact */
import { reportPageUrl } from '../market';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';

/**
 * A small "Report" link to the marketplace's report page for this listing or review, in a new
 * tab: the notice is made there (the member's session, or a guest's e-mail confirmation), never
 * inside the partner's page. Its name says what is reported and that Partilha opens.
 */
export function ReportLink({
  kind,
  id,
  label,
  lang,
}: {
  kind: 'listing' | 'review';
  id: string;
  /** The accessible name: what is reported. */
  label: string;
  lang: WidgetLang;
}) {
  const texts = WIDGET_TEXTS[lang];
  return (
    <a
      class="pw-report"
      href={reportPageUrl(kind, id)}
      target="_blank"
      rel="noopener"
      aria-label={`${label} ${texts.opensInNewWindow}`}
    >
      {texts.report}
    </a>
  );
}
