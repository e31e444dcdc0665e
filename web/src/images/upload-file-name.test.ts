import { describe, expect, it } from 'vitest';
import { uploadFileName } from './upload-file-name';

describe('uploadFileName', () => {
  it('replaces everything but letters, digits and dots with underscores', () => {
    expect(uploadFileName('berbequim lateral (1).png', false)).toBe('berbequim_lateral__1_.png');
  });

  it('gives a re-encoded image the .jpg extension', () => {
    expect(uploadFileName('tenda.png', true)).toBe('tenda.jpg');
    expect(uploadFileName('mala.acessorios.webp', true)).toBe('mala.acessorios.jpg');
  });

  it('adds .jpg to a re-encoded name without an extension', () => {
    expect(uploadFileName('photo', true)).toBe('photo.jpg');
    expect(uploadFileName('.hidden', true)).toBe('.hidden.jpg');
  });

  it('names a nameless file "image"', () => {
    expect(uploadFileName('', false)).toBe('image');
    expect(uploadFileName('  ', true)).toBe('image.jpg');
  });
});
