/** @jsxImportSource preact */
import type { ListingType } from '@partilha/domain';
import { bookingUrl, openBookingWindow } from '../booking-window';
import type { PartilhaWidgetName } from '../events';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';

/**
 * "Request a booking": a real link to the listing's page (it works with a middle click or without
 * the script), which a plain click opens in a window the widget keeps a handle on.
 */
export function BookButton(props: {
  host: HTMLElement;
  widget: PartilhaWidgetName;
  listingId: string;
  /** Known on a card: the public listing page opens. */
  type?: ListingType;
  title: string;
  lang: WidgetLang;
}) {
  const texts = WIDGET_TEXTS[props.lang];
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (openBookingWindow(props.host, props.widget, props.listingId, props.type)) event.preventDefault();
  };
  return (
    <a
      class="pw-button pw-book"
      href={bookingUrl(props.listingId, props.type)}
      target="_blank"
      aria-label={`${props.title ? texts.bookLabel(props.title) : texts.book} ${texts.opensInNewWindow}`}
      onClick={open}
    >
      {texts.book}
    </a>
  );
}
