export { galleryImageAlt, ImageGallery, type GalleryImage, type ImageGalleryProps } from './ImageGallery';
