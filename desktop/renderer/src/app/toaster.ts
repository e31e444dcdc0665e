import { OverlayToaster, type Intent, type Toaster, type ToastProps } from '@blueprintjs/core';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, translateText } from '@partilha/domain';

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
  // Toasts often carry the server's English words (issue 19): shown in the active language.
  void theToaster().then((t) => t.show({ message: translateText(message), intent, icon, timeout: TOAST_DURATION_MS }));
}

export const toast = {
  success: (message: string) => show(message, 'success', 'tick-circle'),
  error: (message: string) => show(message, 'danger', 'error'),
};

/**
 * A toast of the caller's own making (an "Undo" action, its own timeout) on the same toaster;
 * resolves to its key for `dismissToast`.
 */
export function showToast(props: ToastProps): Promise<string> {
  return theToaster().then((t) => t.show(props));
}

export function dismissToast(key: string): void {
  void theToaster().then((t) => t.dismiss(key));
}
