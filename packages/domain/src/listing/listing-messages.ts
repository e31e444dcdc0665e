import { localized } from '../i18n/catalogue';

/**
 * User-facing texts of listings: form validation, the wizard, the profile-location check, image
 * upload and the listing toasts (spec 000 §5, §8). The spec's data-level create failure names the
 * hosted database it used; ours reads "Failed to create listing" (DESIGN.md: no backend names).
 */

export const LISTING_VALIDATION_MESSAGES_EN = {
  titleMin: 'Title must be at least 3 characters',
  titleMax: 'Title cannot exceed 120 characters',
  descriptionMin: 'Description must be at least 10 characters',
  descriptionMax: 'Description cannot exceed 5000 characters',
  priceInvalid: 'Price must be a valid number',
  depositInvalid: 'Deposit must be a valid number',
  categoryRequired: 'Category is required',
  categoryInvalid: 'Please select a valid category',
  experienceRequired: 'Experience is required',
  brandRequired: 'Brand is required',
  modelRequired: 'Model is required',
  conditionRequired: 'Condition is required',
  /** Data-level checks of a new listing. */
  userIdRequired: 'User ID is required',
  titleRequired: 'Title is required',
  typeRequired: 'Listing type is required',
  fixFormErrors: 'Please fix the form errors before submitting.',
} as const;

export const LISTING_VALIDATION_MESSAGES = /* @__PURE__ */ localized(
  'listing.validation',
  LISTING_VALIDATION_MESSAGES_EN,
);

export const LISTING_LOCATION_MESSAGES_EN = {
  mustBeLoggedIn: 'You must be logged in to create a listing.',
  userNotFound: 'User not found',
  completeProfile: 'Please complete your profile with city and postal code before creating a listing.',
  setCityAndPostalCode: 'Please set your city and postal code in your profile settings before creating listings.',
  setCity: 'Please set your city in your profile settings before creating listings.',
  setPostalCode: 'Please set your postal code in your profile settings before creating listings.',
} as const;

export const LISTING_LOCATION_MESSAGES = /* @__PURE__ */ localized('listing.location', LISTING_LOCATION_MESSAGES_EN);

export const LISTING_MESSAGES_EN = {
  invalidTime: 'Time must be in HH:MM format',
  endTimeAfterStart: 'End time must be after start time',
  createFailed: 'Failed to create listing',
  updateFailed: 'Failed to update listing',
  getFailed: 'Failed to get listing',
  deleteFailed: 'Failed to delete listing',
  notFound: 'Listing not found',
  notFoundOrError: 'Listing not found or an error occurred',
  noPermissionToEdit: 'You do not have permission to edit this listing',
  loadFailed: 'Failed to load listing',
  updated: 'Listing updated successfully',
  deleted: 'Listing deleted successfully',
  deleteFailedRetry: 'Failed to delete listing. Please try again.',
  deleteConfirm: 'Are you sure you want to delete this listing? This action cannot be undone.',
  deleteDialogTitle: 'Are you sure you want to delete this listing?',
  deleteDialogBody: 'This action cannot be undone. The listing will be permanently deleted from our servers.',
  submitFailed: 'Failed to submit form. Please try again.',
  wizardSubmitFailed: 'Failed to submit the form. Please try again.',
  imagesUploadFailed: 'Failed to upload images. Please try again.',
  created: 'Your listing has been created successfully.',
  createFailedRetry: 'Failed to create listing. Please try again.',
  errorViewTitle: 'Error Creating Listing',
  errorViewBody: 'An error occurred while loading the form. Please try again later.',
  noImage: 'No image',
  ownerUnavailable: 'Owner information not available',
  noServiceListings: "You haven't created any service listings yet",
  noEquipmentListings: "You haven't created any equipment listings yet",
  createListing: 'Create Listing',
  updateListing: 'Update Listing',
  processing: 'Processing...',
  submitting: 'Submitting...',
  deleting: 'Deleting...',
  editServiceTitle: 'Edit Service Listing',
  editEquipmentTitle: 'Edit Equipment Listing',
} as const;

export const LISTING_MESSAGES = /* @__PURE__ */ localized('listing', LISTING_MESSAGES_EN);

export const IMAGE_UPLOAD_MESSAGES_EN = {
  tooMany: 'You can only upload up to 5 images',
  notAnImage: 'File must be an image',
  atLeastOne: 'Please upload at least one image',
  uploadFailed: 'Failed to upload image. Please check your network connection and try again.',
  fileTooLarge: (limitMb: number) => `File size must be less than ${limitMb}MB`,
  unsupportedFileType: (type: string) => `File type ${type} is not supported`,
  imagesUploaded: (count: number) => `Successfully uploaded ${count} images`,
} as const;

export const IMAGE_UPLOAD_MESSAGES = /* @__PURE__ */ localized('listing.images', IMAGE_UPLOAD_MESSAGES_EN);

/** "File size must be less than 5MB". */
export function fileTooLargeMessage(limitMb: number): string {
  return IMAGE_UPLOAD_MESSAGES.fileTooLarge(limitMb);
}

/** "File type image/bmp is not supported". */
export function unsupportedFileTypeMessage(type: string): string {
  return IMAGE_UPLOAD_MESSAGES.unsupportedFileType(type);
}

/** "Successfully uploaded 3 images". */
export function imagesUploadedMessage(count: number): string {
  return IMAGE_UPLOAD_MESSAGES.imagesUploaded(count);
}
