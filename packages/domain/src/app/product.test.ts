import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, copyrightLine } from './product';
import * as ui from './ui-constants';

describe('product and page-frame constants', () => {
  it('names the product and writes the copyright line for a given year', () => {
    expect(PRODUCT_NAME).toBe('Partilha');
    expect(copyrightLine(2026)).toBe('© 2026 Partilha. All rights reserved.');
  });

  it('keeps the spec timings and sizes', () => {
    expect(ui.TOAST_MAX_VISIBLE).toBe(3);
    expect(ui.TOAST_DURATION_MS).toBe(4000);
    expect(ui.LATE_CANCELLATION_TOAST_DURATION_MS).toBe(6000);
    expect(ui.TOAST_POSITION).toBe('top-right');
    expect(ui.TOAST_HOVER_HOLD_MAX_MS).toBe(4000);
    expect(ui.DASHBOARD_RECENT_COUNT).toBe(3);
    expect(ui.HEADER_MAX_WIDTH_PX).toBe(1700);
  });
});
