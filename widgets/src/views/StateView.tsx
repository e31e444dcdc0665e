/** @jsxImportSource preact */
import type { WidgetApiError } from '../api';
import { WIDGET_TEXTS, type WidgetLang } from '../texts';

/**
 * The error state, inside the widget's reserved box: what went wrong in the widget's language and,
 * for network and server errors, a retry.
 */
export function StateView({
  error,
  retry,
  lang,
  notFound,
}: {
  error: WidgetApiError;
  retry: () => void;
  lang: WidgetLang;
  /** What "not found" means here ("Listing not available", "Member not available"). */
  notFound: string;
}) {
  const texts = WIDGET_TEXTS[lang];
  const message =
    error.kind === 'not-found'
      ? notFound
      : error.kind === 'network'
        ? texts.networkError
        : error.kind === 'invalid'
          ? texts.invalidAttributes
          : texts.serverError;
  return (
    <div class="pw-state" role="status">
      <p class="pw-state-text">{message}</p>
      {error.retryable && (
        <button type="button" class="pw-button" onClick={retry}>
          {texts.retry}
        </button>
      )}
    </div>
  );
}
