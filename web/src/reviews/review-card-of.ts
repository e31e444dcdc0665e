import { avatarUrl, reviewPhotoUrl, usePocketBase, type ReviewWithReviewer } from '@partilha/data';
import type { ReviewCardReview } from '@partilha/ui';
import { useMemo } from 'react';

/** Where a stored file is served from; the page passes the data layer's URL builders. */
export interface ReviewFileUrls {
  avatar: (user: NonNullable<ReviewWithReviewer['reviewer']>) => string;
  photo: (reviewId: string, fileName: string, thumb?: '300x300') => string;
}

/**
 * What a review card shows of a loaded review. A reviewer without a display name is left unnamed,
 * so the card says "User" and the first 8 characters of their id (spec 001 §2 reviewer display).
 */
export function reviewCardOf(
  { review, reviewer, reviewee }: ReviewWithReviewer,
  urls: ReviewFileUrls,
): ReviewCardReview {
  return {
    id: review.id,
    reviewer: review.reviewer,
    reviewType: review.reviewType,
    overallRating: review.overallRating,
    categoryRatings: review.categoryRatings,
    title: review.title,
    content: review.content,
    isVerified: review.isVerified,
    helpfulCount: review.helpfulCount,
    created: review.created,
    reviewerName: reviewer?.displayName?.trim() || null,
    reviewerAvatarUrl: reviewer ? urls.avatar(reviewer) || null : null,
    photos: review.photos.map((name) => ({
      key: name,
      url: urls.photo(review.id, name),
      thumbUrl: urls.photo(review.id, name, '300x300'),
    })),
    reply: review.reply,
    replyAuthorName: reviewee?.displayName?.trim() || null,
  };
}

/** The data layer's URL builders for review cards: avatars at 100x100, photos and their thumbnails. */
export function useReviewFileUrls(): ReviewFileUrls {
  const client = usePocketBase();
  return useMemo(
    () => ({
      avatar: (user) => avatarUrl(client, user, '100x100'),
      photo: (id, name, thumb) => reviewPhotoUrl(client, id, name, thumb),
    }),
    [client],
  );
}
