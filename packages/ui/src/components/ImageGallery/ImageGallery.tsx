import { Classes, Icon } from '@blueprintjs/core';
import { LISTING_MESSAGES, LISTING_UI_MESSAGES } from '@partilha/domain';
import { useState } from 'react';
import { cls } from '../../classes';

export interface GalleryImage {
  /** Stable identity of the image, e.g. its stored file name. */
  key: string;
  /** The large picture for the main view (ideally the server's large thumbnail). */
  url: string;
  /** The same picture in several widths for the main view ("…800 800w, …1200 1200w"); `url` is the fallback. */
  srcSet?: string;
  /** The small square picture for the thumbnail strip. */
  thumbUrl: string;
}

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** What the pictures show, e.g. the listing title; the main image is described from it. */
  label: string;
  /** Shown when there are no images. Defaults to "No image". */
  emptyText?: string;
  /** How wide the main view is drawn, for choosing from `srcSet` (the `sizes` attribute). */
  sizes?: string;
  className?: string;
}

/** "Cordless drill, image 2 of 3"; just the label when there is one image. */
export function galleryImageAlt(label: string, index: number, count: number): string {
  return count > 1 ? LISTING_UI_MESSAGES.galleryImage(label, index + 1, count) : label;
}

/**
 * A main picture with a strip of thumbnails under it (listing detail). The first image is the main
 * one; choosing a thumbnail shows it large. Each thumbnail is a button, so the gallery works from
 * the keyboard; the strip is left out when there is only one picture.
 */
export function ImageGallery({
  images,
  label,
  emptyText = LISTING_MESSAGES.noImage,
  sizes,
  className,
}: ImageGalleryProps) {
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const rootClass = [cls('image-gallery'), className].filter(Boolean).join(' ');
  const found = images.findIndex((image) => image.key === selectedKey);
  // A selection that no longer exists (the images changed) falls back to the main image.
  const index = found === -1 ? 0 : found;
  const current = images[index];

  if (!current) {
    return (
      <div className={rootClass}>
        <div className={`${cls('image-gallery-main')} ${cls('image-gallery-empty')}`}>
          <Icon icon="media" size={40} aria-hidden />
          <span>{emptyText}</span>
        </div>
      </div>
    );
  }

  return (
    <div className={rootClass}>
      <div className={cls('image-gallery-main')}>
        {/* The first picture is usually the page's largest paint: fetched first, never lazily. */}
        <img
          key={current.key}
          className={cls('image-gallery-main-image')}
          src={current.url}
          srcSet={current.srcSet}
          sizes={current.srcSet ? sizes : undefined}
          alt={galleryImageAlt(label, index, images.length)}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
        />
      </div>
      {images.length > 1 && (
        <ul className={cls('image-gallery-thumbs')} aria-label={LISTING_UI_MESSAGES.galleryPictures(label)}>
          {images.map((image, position) => (
            <li key={image.key}>
              <button
                type="button"
                className={cls('image-gallery-thumb')}
                aria-label={LISTING_UI_MESSAGES.showImage(position + 1, images.length)}
                aria-pressed={position === index}
                onClick={() => setSelectedKey(image.key)}
              >
                <img src={image.thumbUrl} alt="" loading="lazy" decoding="async" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The gallery's frame while its listing loads: the main view at its final size, so the page
 * keeps its shape when the listing arrives.
 */
export function ImageGallerySkeleton({ className }: { className?: string }) {
  return (
    <div className={[cls('image-gallery'), className].filter(Boolean).join(' ')} aria-hidden="true">
      <div className={`${cls('image-gallery-main')} ${Classes.SKELETON}`} />
    </div>
  );
}
