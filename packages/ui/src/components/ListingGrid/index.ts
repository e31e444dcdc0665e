export { ListingGrid, type ListingGridProps } from './ListingGrid';
