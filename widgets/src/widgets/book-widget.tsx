/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';
import { readText } from '../attributes';
import { emitPartilhaEvent } from '../events';
import { markPainted } from '../paint-mark';
import { widgetLang } from '../texts';
import type { MountContext } from '../widget-contract';
import { BookButton } from '../views/BookButton';
import { mountPreact } from './mount-preact';

/**
 * <partilha-book listing-id [listing-title]>: the booking button alone. It needs no data: the
 * listing's page on the marketplace checks everything when the window opens.
 */
export function mount(context: MountContext) {
  return mountPreact(context, (ctx) => <BookWidget context={ctx} />);
}

function BookWidget({ context }: { context: MountContext }) {
  const { host, frame } = context;
  const id = readText(host, 'listing-id');
  useEffect(() => {
    frame.removeAttribute('aria-busy');
    markPainted('book');
    emitPartilhaEvent(host, 'partilha:loaded', { widget: 'book', id, itemCount: 1 });
  }, [host, frame, id]);
  return (
    <BookButton
      host={host}
      widget="book"
      listingId={id}
      title={readText(host, 'listing-title')}
      lang={widgetLang(host)}
    />
  );
}
