import { Spinner } from '@blueprintjs/core';
import { FRAME_MESSAGES } from '@partilha/domain';

export function FullScreenSpinner() {
  return (
    <div className="full-screen-spinner" role="status" aria-live="polite">
      <Spinner size={50} aria-label={FRAME_MESSAGES.loading} />
      <span className="visually-hidden">{FRAME_MESSAGES.loadingEllipsis}</span>
    </div>
  );
}
