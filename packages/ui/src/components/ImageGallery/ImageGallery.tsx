import { Icon } from '@blueprintjs/core';
import { LISTING_MESSAGES } from '@partilha/domain';
import { useState } from 'react';
import { cls } from '../../classes';

export interface GalleryImage {
  /** Stable identity of the image, e.g. its stored file name. */
  key: string;
  /** The large picture for the main view (ideally the server's large thumbnail). */
  url: string;
  /** The small square picture for the thumbnail strip. */
  thumbUrl: string;
}

export interface ImageGalleryProps {
  images: readonly GalleryImage[];
  /** What the pictures show, e.g. the listing title; the main image is described from it. */
  label: string;
  /** Shown when there are no images. Defaults to "No image". */
  emptyText?: string;
  className?: string;
}

/** "Cordless drill, image 2 of 3"; just the label when there is one image. */
export function galleryImageAlt(label: string, index: number, count: number): string {
  return count > 1 ? `${label}, image ${index + 1} of ${count}` : label;
}

/**
 * A main picture with a strip of thumbnails under it (listing detail). The first image is the main
 * one; choosing a thumbnail shows it large. Each thumbnail is a button, so the gallery works from
 * the keyboard; the strip is left out when there is only one picture.
 */
export function ImageGallery({ images, label, emptyText = LISTING_MESSAGES.noImage, className }: ImageGalleryProps) {
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
        <img
          key={current.key}
          className={cls('image-gallery-main-image')}
          src={current.url}
          alt={galleryImageAlt(label, index, images.length)}
        />
      </div>
      {images.length > 1 && (
        <ul className={cls('image-gallery-thumbs')} aria-label={`${label}: pictures`}>
          {images.map((image, position) => (
            <li key={image.key}>
              <button
                type="button"
                className={cls('image-gallery-thumb')}
                aria-label={`Show image ${position + 1} of ${images.length}`}
                aria-pressed={position === index}
                onClick={() => setSelectedKey(image.key)}
              >
                <img src={image.thumbUrl} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
