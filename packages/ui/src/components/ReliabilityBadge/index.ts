export { RELIABILITY_BADGE_TITLE, ReliabilityBadge, type ReliabilityBadgeProps } from './ReliabilityBadge';
