export { ReviewList, type ReviewListProps, type ReviewListState } from './ReviewList';
