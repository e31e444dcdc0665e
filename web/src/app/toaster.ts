import { OverlayToaster, type Intent, type Toaster } from '@blueprintjs/core';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, TOAST_POSITION } from '@partilha/domain';
import { createElement, type ReactNode } from 'react';

/**
 * The website's one toaster (spec 000 §9): at most 3 visible, 4 s each, bottom-right. Created on
 * first use, so pages that never toast never mount it.
 */
let toaster: Promise<Toaster> | null = null;

function theToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({ position: TOAST_POSITION, maxToasts: TOAST_MAX_VISIBLE });
  return toaster;
}

/** A toast's second line and, for the few the spec times differently, its duration. */
export interface ToastOptions {
  description?: string;
  timeoutMs?: number;
}

type ToastIcon = 'tick-circle' | 'error' | 'info-sign' | 'warning-sign';

function content(message: string, description: string | undefined): ReactNode {
  if (!description) return message;
  return createElement(
    'span',
    { className: 'toast-text' },
    createElement('strong', { className: 'toast-text__title' }, message),
    createElement('span', { className: 'toast-text__description' }, description),
  );
}

function show(message: string, intent: Intent, icon: ToastIcon, options: ToastOptions = {}): void {
  void theToaster().then((t) =>
    t.show({
      message: content(message, options.description),
      intent,
      icon,
      timeout: options.timeoutMs ?? TOAST_DURATION_MS,
    }),
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show(message, 'success', 'tick-circle', options),
  error: (message: string, options?: ToastOptions) => show(message, 'danger', 'error', options),
  info: (message: string, options?: ToastOptions) => show(message, 'primary', 'info-sign', options),
  warning: (message: string, options?: ToastOptions) => show(message, 'warning', 'warning-sign', options),
};
