/**
 * schema.org data for search engines, added only when a partner sets the `seo` attribute: a
 * `<script type="application/ld+json">` inside the widget element (light DOM, never rendered),
 * which browsers do not run and CSP does not govern. Ratings describe the listing (a Product)
 * or the member's service, never the partner or Partilha (no self-serving organisation ratings).
 */
const MARK = 'data-partilha-seo';

export function writeJsonLd(host: HTMLElement, data: object | null): void {
  let script = host.querySelector<HTMLScriptElement>(`script[${MARK}]`);
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, '');
    host.append(script);
  }
  // "<" escaped, so the text can never close the script element if the page is saved as HTML.
  const text = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  if (script.textContent !== text) script.textContent = text;
}

export function aggregateRating(average: number, count: number): object | undefined {
  if (count < 1) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}
