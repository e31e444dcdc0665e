export { ReviewCard, type ReviewCardProps, type ReviewCardReview } from './ReviewCard';
export { type ReviewPhoto } from './ReviewPhotos';
