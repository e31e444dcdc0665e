import { visibleReviewPhotos } from '@partilha/domain';
import { cls } from '../../classes';
import { REVIEW_CARD_TEXTS, reviewPhotoAlt } from './review-card-texts';

export interface ReviewPhoto {
  /** Stable identity, e.g. the stored file name. */
  key: string;
  /** The full-size picture, opened by the thumbnail's link. */
  url: string;
  /** The small square picture shown in the card (a server thumbnail); defaults to `url`. */
  thumbUrl?: string;
}

/** At most three photos, then a "+N" tile counting the rest (spec 001 §9). */
export function ReviewPhotos({ photos, reviewerName }: { photos: readonly ReviewPhoto[]; reviewerName: string }) {
  if (photos.length === 0) return null;
  const { shown, hiddenCount, moreLabel } = visibleReviewPhotos(photos);
  return (
    <ul className={cls('review-card-photos')} aria-label={REVIEW_CARD_TEXTS.photos}>
      {shown.map((photo, index) => (
        <li key={photo.key}>
          <a className={cls('review-card-photo')} href={photo.url} target="_blank" rel="noreferrer">
            <img
              src={photo.thumbUrl ?? photo.url}
              alt={reviewPhotoAlt(reviewerName, index, photos.length)}
              loading="lazy"
            />
          </a>
        </li>
      ))}
      {moreLabel && (
        <li className={`${cls('review-card-photo')} ${cls('review-card-photo-more')}`}>
          <span aria-hidden="true">{moreLabel}</span>
          <span className={cls('review-card-sr-only')}>
            {hiddenCount === 1 ? '1 more photo' : `${hiddenCount} more photos`}
          </span>
        </li>
      )}
    </ul>
  );
}
