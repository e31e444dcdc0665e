export { CLASS_PREFIX, cls } from './classes';
export { RatingStars, type RatingStarsProps, type RatingStarsSize } from './components/RatingStars';
export { RELIABILITY_BADGE_TITLE, ReliabilityBadge, type ReliabilityBadgeProps } from './components/ReliabilityBadge';
export { AvatarPicker, type AvatarPickerProps } from './components/AvatarPicker';
export { ProfileDetails, type ProfileDetailsProps } from './components/ProfileDetails';
export { ProfileHeader, type ProfileHeaderProps, type RoleRating } from './components/ProfileHeader';
export { UserAvatar, type UserAvatarProps, type UserAvatarSize } from './components/UserAvatar';
export {
  resendLabel,
  VerificationStatusBanner,
  type VerificationStatusBannerProps,
} from './components/VerificationStatusBanner';
export { VerifiedBadge, type VerifiedBadgeProps } from './components/VerifiedBadge';
export { AvailabilityEditor, type AvailabilityEditorProps } from './components/AvailabilityEditor';
export {
  CategorySelect,
  type CategorySelectFilterMode,
  type CategorySelectFormMode,
  type CategorySelectProps,
} from './components/CategorySelect';
export {
  ImageUploader,
  imageFileKey,
  type ExistingListingImage,
  type ImageUploaderProps,
  type ImageUploaderValue,
} from './components/ImageUploader';
export { ListingCard, type ListingCardOwner, type ListingCardProps } from './components/ListingCard';
export { ListingGrid, type ListingGridProps } from './components/ListingGrid';
export { PriceTag, spokenListingPrice, type PriceTagProps, type PriceTagSize } from './components/PriceTag';
export { galleryImageAlt, ImageGallery, type GalleryImage, type ImageGalleryProps } from './components/ImageGallery';
