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
export { PriceTag, type PriceTagProps, type PriceTagSize } from './components/PriceTag';
export {
  galleryImageAlt,
  ImageGallery,
  ImageGallerySkeleton,
  type GalleryImage,
  type ImageGalleryProps,
} from './components/ImageGallery';
export { BookingStatusBadge, type BookingStatusBadgeProps } from './components/BookingStatusBadge';
export {
  BookingCard,
  hoursPerDayText,
  type BookingCardListingProblem,
  type BookingCardParty,
  type BookingCardProps,
} from './components/BookingCard';
export {
  MESSAGE_PLACEHOLDER,
  MessageThread,
  type MessageThreadProps,
  type ThreadMessage,
} from './components/MessageThread';
export { NotificationBell, type BellNotification, type NotificationBellProps } from './components/NotificationBell';
export {
  BookingCalendar,
  BookingForm,
  EMPTY_BOOKING_REQUEST,
  useDebouncedValue,
  type BookingCalendarProps,
  type BookingFormProps,
} from './components/BookingForm';
export { ReviewCard, type ReviewCardProps, type ReviewCardReview, type ReviewPhoto } from './components/ReviewCard';
export { ReviewList, type ReviewListProps, type ReviewListState } from './components/ReviewList';
export { ReviewForm, type ReviewFormProps } from './components/ReviewForm';
export {
  REASON_DIALOG_TEXTS,
  ReasonDialog,
  type ReasonDialogIntent,
  type ReasonDialogProps,
} from './components/ReasonDialog';
export {
  characterCount,
  REPORT_TEXTS,
  ReportDialog,
  ReportForm,
  reportTitle,
  type ReportDialogProps,
  type ReportFormProps,
  type ReportNotifier,
  type ReportSubmit,
} from './components/ReportDialog';
export {
  DETAIL_DRAWER_TEXTS,
  DetailDrawer,
  type DetailDrawerProps,
  type DetailDrawerSize,
} from './components/DetailDrawer';
export {
  DATA_TABLE_TEXTS,
  DataTable,
  pageText,
  resultsText,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
} from './components/DataTable';
export {
  COMMAND_PALETTE_TEXTS,
  CommandPalette,
  filterCommands,
  foldText,
  isCommandPaletteShortcut,
  useCommandPaletteShortcut,
  type CommandGroup,
  type CommandPaletteProps,
  type PaletteCommand,
} from './components/CommandPalette';
export {
  STATEMENT_OF_REASONS_TEXTS,
  StatementOfReasons,
  statementLinkTarget,
  statementTextParts,
  type StatementOfReasonsProps,
  type StatementOfReasonsStatus,
  type StatementTextPart,
} from './components/StatementOfReasons';
export { LanguageSwitcher, type LanguageSwitcherProps } from './components/LanguageSwitcher';
export { intlFormats } from './i18n/intl-formats';
