export interface PixelSize {
  width: number;
  height: number;
}

export interface FittedSize extends PixelSize {
  /** False when the image already fits: it is then sent as it is, never enlarged. */
  scaled: boolean;
}

/**
 * The size an image is drawn at to fit inside `box` with its aspect ratio kept (spec 000 §5: at
 * most 1920x1080). Both sides are checked, so a tall phone photo is limited by the box's height,
 * not only the wide side by its width. Never upscales; never gives a side below 1 pixel.
 */
export function fitWithinBox(size: PixelSize, box: PixelSize): FittedSize {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  if (!(scale < 1)) return { width: size.width, height: size.height, scaled: false };
  return {
    // The limiting side lands exactly on the box edge; the other rounds to at most its edge.
    width: Math.max(1, Math.min(box.width, Math.round(size.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(size.height * scale))),
    scaled: true,
  };
}
