import { OverlayToaster, type Intent, type Toaster } from '@blueprintjs/core';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '@partilha/domain';

/**
 * The website's one toaster (spec 000 §9): at most 3 visible, 4 s each, bottom-right. Created on
 * first use, so pages that never toast never mount it.
 */
let toaster: Promise<Toaster> | null = null;

function theToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: TOAST_POSITION, maxToasts: TOAST_MAX_VISIBLE });
  return toaster;
}

function show(message: string, intent: Intent, icon: 'tick-circle' | 'error' | 'info-sign'): void {
  void theToaster().then((t) => t.show({ message, intent, icon, timeout: TOAST_DURATION_MS }));
}

export const toast = {
  success: (message: string) => show(message, 'success', 'tick-circle'),
  error: (message: string) => show(message, 'danger', 'error'),
  info: (message: string) => show(message, 'primary', 'info-sign'),
};
