import { Icon, Tag } from '@blueprintjs/core';
import { LISTING_MESSAGES, LISTING_TYPE_LABELS, type ListingType } from '@partilha/domain';
import { useId, useState, type MouseEvent } from 'react';
import { cls } from '../../classes';
import { PriceTag } from '../PriceTag';
import { RatingStars } from '../RatingStars';
import { UserAvatar } from '../UserAvatar';
import { LISTING_CARD_IMAGE_HEIGHT, LISTING_CARD_IMAGE_SIZES, LISTING_CARD_IMAGE_WIDTH } from './listing-card-image';
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
  /** The same image in other sizes (`srcset` with width descriptors: the server's thumbnails). */
  imageSrcSet?: string;
  /** How wide the card is drawn (`sizes`); defaults to a column of a `ListingGrid`. */
  imageSizes?: string;
  /** 'lazy' (default) for cards below the fold; 'eager' for the first cards a page shows. */
  imageLoading?: 'lazy' | 'eager';
  /** 'high' for the one image likely to be the page's largest paint (the first card on home). */
  imageFetchPriority?: 'high' | 'auto';
  /**
   * Empty by default: the image is decorative, the title next to it names the card's link. Give
   * one only where the picture says something the title does not.
   */
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
  imageSrcSet,
  imageSizes = LISTING_CARD_IMAGE_SIZES,
  imageLoading = 'lazy',
  imageFetchPriority,
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
        <ListingImage
          url={imageUrl}
          srcSet={imageSrcSet}
          sizes={imageSizes}
          loading={imageLoading}
          fetchPriority={imageFetchPriority}
          alt={imageAlt}
        />
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

interface ListingImageProps {
  url: string | null | undefined;
  srcSet: string | undefined;
  sizes: string;
  loading: 'lazy' | 'eager';
  fetchPriority: 'high' | 'auto' | undefined;
  alt: string;
}

/**
 * The main image in the card's 4:3 frame. The frame has its size before the image arrives, and the
 * width and height attributes give the browser the same ratio, so nothing moves when it loads.
 */
function ListingImage({ url, srcSet, sizes, loading, fetchPriority, alt }: ListingImageProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (url && failedUrl !== url) {
    // `loading` and `sizes` come before the sources: a browser reading `src` first may start an
    // eager download of the wrong size.
    return (
      <img
        className={cls('listing-card-image')}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        width={LISTING_CARD_IMAGE_WIDTH}
        height={LISTING_CARD_IMAGE_HEIGHT}
        sizes={srcSet ? sizes : undefined}
        srcSet={srcSet}
        src={url}
        alt={alt}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <div className={cls('listing-card-no-image')}>
      <Icon icon="media" size={28} aria-hidden />
      <span>{LISTING_MESSAGES.noImage}</span>
    </div>
  );
}
