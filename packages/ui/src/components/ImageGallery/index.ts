export {
  galleryImageAlt,
  ImageGallery,
  ImageGallerySkeleton,
  type GalleryImage,
  type ImageGalleryProps,
} from './ImageGallery';
