import { Icon, Tag } from '@blueprintjs/core';
import { LISTING_MESSAGES, LISTING_TYPE_LABELS, type ListingType } from '@partilha/domain';
import { useId, useState, type MouseEvent } from 'react';
import { cls } from '../../classes';
import { PriceTag } from '../PriceTag';
import { RatingStars } from '../RatingStars';
import { UserAvatar } from '../UserAvatar';
import { isPlainLeftClick } from './plain-left-click';

export interface ListingCardOwner {
  name: string;
  avatarUrl?: string | null;
  /** The owner's rating as a provider; without it no stars show. */
  rating?: number;
  reviewCount?: number;
}

export interface ListingCardProps {
  id: string;
  type: ListingType;
  title: string;
  city: string;
  postalCode: string;
  price: number | null | undefined;
  /** The main (first) image, ideally the server's thumbnail; without one "No image" shows. */
  imageUrl?: string | null;
  /** Empty by default: the title next to the image already names it. */
  imageAlt?: string;
  owner?: ListingCardOwner | null;
  /** Where the card leads; a real address, so opening in a new tab works. */
  href: string;
  /**
   * In-page navigation: when given, a plain left click calls it instead of loading `href`
   * (the app passes its router's navigate). Modified clicks keep the browser's behaviour.
   */
  onOpen?: (id: string) => void;
  /** Level of the title heading within the page. Defaults to 3. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A listing in a grid (home, search, marketplace, profile): image or "No image", the type badge,
 * title, city and postal code, the price with its unit and optionally the owner. The whole card
 * is one link, so it is one tab stop; the link is named by the title and described by the rest.
 */
export function ListingCard({
  id,
  type,
  title,
  city,
  postalCode,
  price,
  imageUrl,
  imageAlt = '',
  owner,
  href,
  onOpen,
  headingLevel = 3,
  className,
}: ListingCardProps) {
  const ids = useId();
  const titleId = `${ids}-title`;
  const describedBy = [`${ids}-type`, `${ids}-location`, `${ids}-price`, owner ? `${ids}-owner` : null];
  const location = [city.trim(), postalCode.trim()].filter(Boolean).join(' ');
  const Heading = `h${headingLevel}` as const;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onOpen(id);
  };

  return (
    <a
      className={[cls('listing-card'), className].filter(Boolean).join(' ')}
      href={href}
      onClick={open}
      aria-labelledby={titleId}
      aria-describedby={describedBy.filter(Boolean).join(' ')}
    >
      <div className={cls('listing-card-media')}>
        <ListingImage url={imageUrl} alt={imageAlt} />
        <Tag
          id={`${ids}-type`}
          className={cls('listing-card-type')}
          intent={type === 'service' ? 'primary' : 'success'}
          round
        >
          {LISTING_TYPE_LABELS[type]}
        </Tag>
      </div>
      <div className={cls('listing-card-body')}>
        <Heading id={titleId} className={cls('listing-card-title')}>
          {title}
        </Heading>
        <p id={`${ids}-location`} className={cls('listing-card-location')}>
          <Icon icon="map-marker" size={12} aria-hidden />
          <span className={cls('listing-card-location-text')}>{location}</span>
        </p>
        <div id={`${ids}-price`} className={cls('listing-card-price')}>
          <PriceTag price={price} type={type} />
        </div>
        {owner && (
          <div id={`${ids}-owner`} className={cls('listing-card-owner')}>
            <UserAvatar name={owner.name} imageUrl={owner.avatarUrl} size="sm" decorative />
            <span className={cls('listing-card-owner-text')}>
              {/* The space keeps the name and the rating apart in the link's description. */}
              <span className={cls('listing-card-owner-name')}>{owner.name}</span>{' '}
              {owner.rating !== undefined && (
                <RatingStars rating={owner.rating} reviewCount={owner.reviewCount ?? 0} size="sm" />
              )}
            </span>
          </div>
        )}
      </div>
    </a>
  );
}

function ListingImage({ url, alt }: { url: string | null | undefined; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    return (
      <img className={cls('listing-card-image')} src={url} alt={alt} loading="lazy" onError={() => setFailedUrl(url)} />
    );
  }
  return (
    <div className={cls('listing-card-no-image')}>
      <Icon icon="media" size={28} aria-hidden />
      <span>{LISTING_MESSAGES.noImage}</span>
    </div>
  );
}
