import { OverlayToaster, type Intent, type Toaster } from '@blueprintjs/core';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE } from '@partilha/domain';

/**
 * The console's one toaster: top right, under the top bar (its class moves it below, see
 * app.css), where no form field sits. Created on first use.
 */
let toaster: Promise<Toaster> | null = null;

function theToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({
    position: 'top-right',
    maxToasts: TOAST_MAX_VISIBLE,
    className: 'partilha-console-toaster',
  });
  return toaster;
}

function show(message: string, intent: Intent, icon: 'tick-circle' | 'error'): void {
  void theToaster().then((t) => t.show({ message, intent, icon, timeout: TOAST_DURATION_MS }));
}

export const toast = {
  success: (message: string) => show(message, 'success', 'tick-circle'),
  error: (message: string) => show(message, 'danger', 'error'),
};
