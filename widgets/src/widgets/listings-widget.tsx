/** @jsxImportSource preact */
import type { WidgetListing } from '../api';
import { DEFAULT_LISTINGS_LIMIT, MAX_LISTINGS_LIMIT, readLimit } from '../attributes';
import { WIDGET_TEXTS, widgetLang } from '../texts';
import type { MountContext } from '../widget-contract';
import { CardSkeleton, ListingCard } from '../views/ListingCard';
import { StateView } from '../views/StateView';
import { mountPreact } from './mount-preact';
import { useWidgetData } from './use-widget-data';

/**
 * <partilha-listings owner category city type sort limit>: a grid of cards. The grid keeps the
 * slots its skeleton reserved (`limit`) even when fewer listings come back, so nothing below moves.
 */
export function mount(context: MountContext) {
  return mountPreact(context, (ctx) => <ListingsWidget context={ctx} />);
}

function ListingsWidget({ context }: { context: MountContext }) {
  const { host } = context;
  const lang = widgetLang(host);
  const texts = WIDGET_TEXTS[lang];
  const limit = readLimit(host, DEFAULT_LISTINGS_LIMIT, MAX_LISTINGS_LIMIT);
  const data = useWidgetData<{ items: WidgetListing[] }>({
    context,
    widget: 'listings',
    id: '',
    itemCount: (answer) => answer.items.length,
  });

  // Every state keeps the `limit` slots the skeleton reserved: a message takes the first one.
  const slots = Array.from({ length: limit }, (_, index) => index);
  return (
    <ul class="pw-grid" aria-label={texts.listingsLabel}>
      {slots.map((index) => {
        if (data.status === 'loading') {
          return (
            <li key={`skeleton-${index}`}>
              <CardSkeleton />
            </li>
          );
        }
        if (data.status === 'error' || data.data.items.length === 0) {
          return index === 0 ? (
            <li key="message">
              <div class="pw-card">
                {data.status === 'error' ? (
                  <StateView error={data.error} retry={data.retry} lang={lang} notFound={texts.noListings} />
                ) : (
                  <p class="pw-slot-message" role="status">
                    {texts.noListings}
                  </p>
                )}
              </div>
            </li>
          ) : (
            <li key={`empty-${index}`} class="pw-slot-empty" aria-hidden="true" />
          );
        }
        const listing = data.data.items[index];
        if (!listing) {
          // A reserved slot left empty: kept for the size, hidden from everyone.
          return <li key={`empty-${index}`} class="pw-slot-empty" aria-hidden="true" />;
        }
        return (
          <li key={listing.id}>
            <ListingCard listing={listing} host={host} widget="listings" lang={lang} />
          </li>
        );
      })}
    </ul>
  );
}
