/** @jsxImportSource preact */
import type { WidgetListing } from '../api';
import { readFlag, readText } from '../attributes';
import { listingPageUrl } from '../market';
import { aggregateRating, writeJsonLd } from '../seo';
import { WIDGET_TEXTS, widgetLang } from '../texts';
import type { MountContext } from '../widget-contract';
import { CardSkeleton, ListingCard } from '../views/ListingCard';
import { StateView } from '../views/StateView';
import { mountPreact } from './mount-preact';
import { useWidgetData } from './use-widget-data';

/** <partilha-listing listing-id="…" [seo]>: one listing's card with its booking button. */
export function mount(context: MountContext) {
  return mountPreact(context, (ctx) => <ListingWidget context={ctx} />);
}

function ListingWidget({ context }: { context: MountContext }) {
  const { host } = context;
  const id = readText(host, 'listing-id');
  const lang = widgetLang(host);
  const seo = readFlag(host, 'seo');
  const data = useWidgetData<{ listing: WidgetListing }>({ context, widget: 'listing', id, itemCount: () => 1 });
  writeJsonLd(host, seo && data.status === 'ready' ? productJsonLd(data.data.listing) : null);

  if (data.status === 'loading') return <CardSkeleton />;
  if (data.status === 'error') {
    return (
      <div class="pw-card">
        <StateView
          error={data.error}
          retry={data.retry}
          lang={lang}
          notFound={WIDGET_TEXTS[lang].listingNotAvailable}
        />
      </div>
    );
  }
  return <ListingCard listing={data.data.listing} host={host} widget="listing" lang={lang} />;
}

function productJsonLd(listing: WidgetListing): object {
  const rating = listing.rating ? aggregateRating(listing.rating.average, listing.rating.count) : undefined;
  return {
    '@type': 'Product',
    name: listing.title,
    category: listing.category,
    url: listingPageUrl(listing.id, listing.type),
    offers: {
      '@type': 'Offer',
      price: listing.price,
      priceCurrency: 'EUR',
      url: listingPageUrl(listing.id, listing.type),
      availability: 'https://schema.org/InStock',
      ...(listing.owner ? { seller: { '@type': 'Person', name: listing.owner.name } } : {}),
    },
    ...(rating ? { aggregateRating: rating } : {}),
  };
}
