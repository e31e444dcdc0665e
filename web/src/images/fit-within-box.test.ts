import { describe, expect, it } from 'vitest';
import { fitWithinBox } from './fit-within-box';

const BOX = { width: 1920, height: 1080 };

describe('fitWithinBox', () => {
  it('leaves an image that fits as it is', () => {
    expect(fitWithinBox({ width: 800, height: 600 }, BOX)).toEqual({ width: 800, height: 600, scaled: false });
  });

  it('leaves an image exactly the size of the box as it is', () => {
    expect(fitWithinBox({ width: 1920, height: 1080 }, BOX)).toEqual({ width: 1920, height: 1080, scaled: false });
  });

  it('never enlarges a small image', () => {
    expect(fitWithinBox({ width: 10, height: 10 }, BOX).scaled).toBe(false);
  });

  it('shrinks a wide 16:9 photo onto the box', () => {
    expect(fitWithinBox({ width: 3840, height: 2160 }, BOX)).toEqual({ width: 1920, height: 1080, scaled: true });
  });

  it('shrinks a 3:2 photo by its height when the height is what overflows most', () => {
    // 3000x2000: the width alone would give 1920x1280, still too tall.
    expect(fitWithinBox({ width: 3000, height: 2000 }, BOX)).toEqual({ width: 1620, height: 1080, scaled: true });
  });

  it('shrinks a tall phone photo to the box height', () => {
    expect(fitWithinBox({ width: 3024, height: 4032 }, BOX)).toEqual({ width: 810, height: 1080, scaled: true });
  });

  it('shrinks an image only one pixel too wide', () => {
    expect(fitWithinBox({ width: 1921, height: 100 }, BOX)).toEqual({ width: 1920, height: 100, scaled: true });
  });

  it('keeps the aspect ratio within a pixel', () => {
    const fitted = fitWithinBox({ width: 4000, height: 1234 }, BOX);
    expect(fitted.width).toBe(1920);
    expect(Math.abs(fitted.height - (1234 * 1920) / 4000)).toBeLessThanOrEqual(0.5);
  });

  it('keeps a thin strip at least one pixel high', () => {
    expect(fitWithinBox({ width: 100_000, height: 10 }, BOX)).toEqual({ width: 1920, height: 1, scaled: true });
  });
});
