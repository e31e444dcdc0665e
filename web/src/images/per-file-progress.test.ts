import { describe, expect, it } from 'vitest';
import { perFileProgress } from './per-file-progress';

describe('perFileProgress', () => {
  it('is all zero before anything is sent and all one when done', () => {
    expect(perFileProgress([100, 300], 0)).toEqual([0, 0]);
    expect(perFileProgress([100, 300], 1)).toEqual([1, 1]);
  });

  it('fills the files in order', () => {
    // 400 bytes in all; half sent = 200: the first file is done, the second a third of the way.
    const [first, second] = perFileProgress([100, 300], 0.5);
    expect(first).toBe(1);
    expect(second).toBeCloseTo(1 / 3);
  });

  it('keeps later files at zero while an earlier one is sending', () => {
    const [first, second, third] = perFileProgress([100, 100, 100], 0.1);
    expect(first).toBeCloseTo(0.3);
    expect([second, third]).toEqual([0, 0]);
  });

  it('clamps fractions outside 0..1', () => {
    expect(perFileProgress([10], 1.5)).toEqual([1]);
    expect(perFileProgress([10], -1)).toEqual([0]);
  });

  it('lets an empty file take its turn', () => {
    expect(perFileProgress([0, 100], 0)).toEqual([0, 0]);
    expect(perFileProgress([0, 100], 1)).toEqual([1, 1]);
  });

  it('gives no files no progress', () => {
    expect(perFileProgress([], 0.5)).toEqual([]);
  });
});
