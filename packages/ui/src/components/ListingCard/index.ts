export { ListingCard, type ListingCardOwner, type ListingCardProps } from './ListingCard';
