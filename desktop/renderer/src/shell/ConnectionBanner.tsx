import { Callout } from '@blueprintjs/core';
import { CONSOLE_MESSAGES } from '@partilha/domain';
import { useLive } from './live-context';

/** Says the realtime connection is lost; gone again once it is back (the screens then refetch). */
export function ConnectionBanner() {
  const { connected } = useLive();
  if (connected) return null;
  return (
    <Callout intent="warning" icon="offline" role="status" className="console-connection-banner">
      {CONSOLE_MESSAGES.connectionLost}
    </Callout>
  );
}
