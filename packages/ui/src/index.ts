export { CLASS_PREFIX, cls } from './classes';
export { RatingStars, type RatingStarsProps, type RatingStarsSize } from './components/RatingStars';
export { RELIABILITY_BADGE_TITLE, ReliabilityBadge, type ReliabilityBadgeProps } from './components/ReliabilityBadge';
