import { OverlayToaster, type Intent, type Toaster } from '@blueprintjs/core';
import {
  TOAST_DURATION_MS,
  TOAST_HOVER_HOLD_MAX_MS,
  TOAST_MAX_VISIBLE,
  TOAST_POSITION,
  translateText,
} from '@partilha/domain';
import { createElement, type ReactNode } from 'react';

/**
 * The website's one toaster (spec 000 §9): at most 3 visible, 4 s each, top-right under the
 * header (its class, app.css), away from the message composer and the buttons at the bottom of
 * forms and dialogs. Created on first use, so pages that never toast never mount it.
 */
let toaster: Promise<Toaster> | null = null;

function theToaster(): Promise<Toaster> {
  toaster ??= OverlayToaster.create({
    position: TOAST_POSITION,
    maxToasts: TOAST_MAX_VISIBLE,
    className: 'partilha-site-toaster',
  });
  return toaster;
}

/** A toast's second line and, for the few the spec times differently, its duration. */
export interface ToastOptions {
  description?: string;
  timeoutMs?: number;
}

type ToastIcon = 'tick-circle' | 'error' | 'info-sign' | 'warning-sign';

/**
 * A toast's words in the page's language: catalogue texts already are, and an English text the
 * API sent is looked up in the catalogues (translateText, docs/i18n.md).
 */
function content(englishOrLocal: string, descriptionText: string | undefined): ReactNode {
  const message = translateText(englishOrLocal);
  const description = descriptionText && translateText(descriptionText);
  if (!description) return message;
  return createElement(
    'span',
    { className: 'toast-text' },
    createElement('strong', { className: 'toast-text__title' }, message),
    createElement('span', { className: 'toast-text__description' }, description),
  );
}

/**
 * Blueprint holds a toast while the pointer rests on it; past its duration plus
 * TOAST_HOVER_HOLD_MAX_MS it goes anyway.
 */
function show(message: string, intent: Intent, icon: ToastIcon, options: ToastOptions = {}): void {
  const timeout = options.timeoutMs ?? TOAST_DURATION_MS;
  void theToaster().then((t) => {
    const key = t.show({ message: content(message, options.description), intent, icon, timeout });
    window.setTimeout(() => t.dismiss(key), timeout + TOAST_HOVER_HOLD_MAX_MS);
  });
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show(message, 'success', 'tick-circle', options),
  error: (message: string, options?: ToastOptions) => show(message, 'danger', 'error', options),
  info: (message: string, options?: ToastOptions) => show(message, 'primary', 'info-sign', options),
  warning: (message: string, options?: ToastOptions) => show(message, 'warning', 'warning-sign', options),
};
