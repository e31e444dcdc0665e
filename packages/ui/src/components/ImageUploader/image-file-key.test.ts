import { describe, expect, it } from 'vitest';
import { imageFileKey } from './image-file-key';

describe('imageFileKey', () => {
  it('gives the same file the same key every time', () => {
    const file = new File(['x'], 'drill.png', { type: 'image/png' });
    expect(imageFileKey(file)).toBe(imageFileKey(file));
  });

  it('tells apart two files with the same name, size and type', () => {
    const first = new File(['x'], 'drill.png', { type: 'image/png', lastModified: 1 });
    const second = new File(['x'], 'drill.png', { type: 'image/png', lastModified: 1 });
    expect(imageFileKey(first)).not.toBe(imageFileKey(second));
  });
});
