import { UNDO_WINDOW_MS } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { undoWindowMsFrom } from './moderation-decision-window';

describe('undoWindowMsFrom', () => {
  it('is the domain’s 10 seconds when the variable is unset', () => {
    expect(UNDO_WINDOW_MS).toBe(10_000);
    expect(undoWindowMsFrom('')).toBe(10_000);
  });

  it('reads whole and fractional seconds', () => {
    expect(undoWindowMsFrom('1')).toBe(1000);
    expect(undoWindowMsFrom(' 0.5 ')).toBe(500);
    expect(undoWindowMsFrom('0')).toBe(0);
  });

  it('keeps the default for anything that is not a plain number of seconds', () => {
    for (const value of ['-1', 'abc', '1s', '1e3', 'NaN', ' ']) expect(undoWindowMsFrom(value)).toBe(UNDO_WINDOW_MS);
  });
});
