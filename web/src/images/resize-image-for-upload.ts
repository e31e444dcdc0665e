import { IMAGE_OPTIMISATION } from '@partilha/domain';
import { fitWithinBox, type PixelSize } from './fit-within-box';
import { uploadFileName } from './upload-file-name';

const UPLOAD_BOX: PixelSize = { width: IMAGE_OPTIMISATION.maxWidth, height: IMAGE_OPTIMISATION.maxHeight };

/**
 * A listing image made ready for upload (spec 000 §5 image optimisation): an image larger than
 * 1920x1080 is drawn smaller, aspect kept, and re-encoded as JPEG at quality 0.8. One that already
 * fits is sent unchanged under a safe name: it passed the 5 MB check, and re-encoding it would only
 * lose quality (and a GIF's animation or a PNG's sharp edges) without a size limit to meet.
 * Rejects when the browser cannot decode the file.
 */
export async function resizeImageForUpload(file: File, box: PixelSize = UPLOAD_BOX): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const target = fitWithinBox({ width: bitmap.width, height: bitmap.height }, box);
    if (!target.scaled) return renamed(file, uploadFileName(file.name, false));
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to resize the image');
    // JPEG has no transparency: transparent pixels become white, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, target.width, target.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', IMAGE_OPTIMISATION.quality),
    );
    if (!blob) throw new Error('The browser could not encode the resized image');
    return new File([blob], uploadFileName(file.name, true), { type: 'image/jpeg', lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
}

function renamed(file: File, name: string): File {
  return name === file.name ? file : new File([file], name, { type: file.type, lastModified: file.lastModified });
}
