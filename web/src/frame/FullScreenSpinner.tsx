import { Spinner } from '@blueprintjs/core';

export function FullScreenSpinner() {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <Spinner size={50} aria-label="Loading" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
