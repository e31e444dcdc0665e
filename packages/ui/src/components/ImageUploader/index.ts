export { imageFileKey } from './image-file-key';
export {
  ImageUploader,
  type ExistingListingImage,
  type ImageUploaderProps,
  type ImageUploaderValue,
} from './ImageUploader';
