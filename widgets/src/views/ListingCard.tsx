/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { WidgetListing } from '../api';
import { emitPartilhaEvent, type PartilhaWidgetName } from '../events';
import { formatEuro } from '../format';
import { apiUrl, listingPageUrl } from '../market';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';
import { BookButton } from './BookButton';
import { ReportLink } from './ReportLink';
import { Stars, ratingText } from './Stars';

/**
 * A listing as a card (what packages/ui's ListingCard shows: image or "No image", the type, title,
 * city and postal code, the price with its unit, the owner with their rating) plus the booking
 * button and a Report link. The title is the link to the listing; `partilha:listing-click` may cancel it.
 */
export function ListingCard({
  listing,
  host,
  widget,
  lang,
}: {
  listing: WidgetListing;
  host: HTMLElement;
  widget: PartilhaWidgetName;
  lang: WidgetLang;
}) {
  const texts = WIDGET_TEXTS[lang];
  const url = listingPageUrl(listing.id, listing.type);
  const location = [listing.city.trim(), listing.postalArea.trim()].filter(Boolean).join(' ');
  const click = (event: MouseEvent) => {
    const proceed = emitPartilhaEvent(host, 'partilha:listing-click', { widget, listingId: listing.id, url });
    if (!proceed) event.preventDefault();
  };
  return (
    <article class="pw-card">
      <div class="pw-card-media">
        <ListingImage path={listing.imagePath} text={texts.noImage} />
        <span class={`pw-tag pw-tag-${listing.type}`}>
          {listing.type === 'service' ? texts.service : texts.equipment}
        </span>
      </div>
      <div class="pw-card-body">
        <h3 class="pw-card-title">
          <a class="pw-link" href={url} target="_blank" onClick={click}>
            {listing.title}
          </a>
        </h3>
        <p class="pw-card-line pw-muted">{location}</p>
        <p class="pw-card-line pw-price">
          <strong>{formatEuro(listing.price, lang)}</strong>
          <span class="pw-muted">{listing.type === 'service' ? texts.perHour : texts.perDay}</span>
          <ReportLink kind="listing" id={listing.id} label={texts.reportListing(listing.title)} lang={lang} />
        </p>
        {listing.owner && (
          <p class="pw-card-line pw-owner">
            <Avatar path={listing.owner.avatarPath} name={listing.owner.name} />
            <span class="pw-owner-name">{listing.owner.name}</span>
            <Stars rating={listing.owner.rating} count={listing.owner.reviewCount} lang={lang} />
            <span class="pw-muted pw-owner-rating">
              {ratingText(listing.owner.rating, listing.owner.reviewCount, lang)}
            </span>
          </p>
        )}
        <div class="pw-card-actions">
          <BookButton
            host={host}
            widget={widget}
            listingId={listing.id}
            type={listing.type}
            title={listing.title}
            lang={lang}
          />
        </div>
      </div>
    </article>
  );
}

function ListingImage({ path, text }: { path: string | null; text: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (path && failed !== path) {
    return <img class="pw-card-image" src={apiUrl(path)} alt="" loading="lazy" onError={() => setFailed(path)} />;
  }
  return <span class="pw-card-no-image">{text}</span>;
}

function Avatar({ path, name }: { path: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (path && !failed) {
    return <img class="pw-avatar" src={apiUrl(path)} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <span class="pw-avatar pw-avatar-initial" aria-hidden="true">
      {Array.from(name.trim())[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

/** The card's skeleton in Preact, the same boxes as the loader's. */
export function CardSkeleton() {
  return (
    <div class="pw-card">
      <div class="pw-card-media pw-skeleton" />
      <span class="pw-skeleton-line" />
      <span class="pw-skeleton-line" />
      <span class="pw-skeleton-line" />
    </div>
  );
}
