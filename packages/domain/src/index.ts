export * from './reliability/reliability-rating';
export * from './rating/rating-display';
