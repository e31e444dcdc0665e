import { translateText } from '@partilha/domain';
import { useEffect, useRef } from 'react';
import { FormFailure } from '../auth/FormFailure';

/**
 * The inline error banner of a listing form. It is announced (role="alert"); on a long form the
 * button pressed is far below it, so a new message is also scrolled into view.
 */
export function FailureBanner({ message }: { message: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // jsdom has no scrolling.
    if (message && typeof box.current?.scrollIntoView === 'function') {
      box.current.scrollIntoView({ block: 'center' });
    }
  }, [message]);
  return (
    <div ref={box}>
      <FormFailure message={message && translateText(message)} />
    </div>
  );
}
