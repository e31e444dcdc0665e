export { RatingStars, type RatingStarsProps, type RatingStarsSize } from './RatingStars';
