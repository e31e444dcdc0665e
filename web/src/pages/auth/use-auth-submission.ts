import { useCallback, useState } from 'react';

/**
 * The life of an auth form's submission: busy while it runs, the message of a failure, and where
 * to go after success. While busy, the signed-in redirect of the login and sign-up pages waits, so
 * it cannot overtake the destination chosen after sign-in.
 */
export function useAuthSubmission() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [destination, setDestination] = useState<string | null>(null);

  /** `task` starts synchronously (a popup opened by it counts as opened by the click). */
  const run = useCallback(async (task: () => Promise<string>, describeFailure: (error: unknown) => string) => {
    setBusy(true);
    setFailure(null);
    try {
      const next = task();
      setDestination(await next);
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setBusy(false);
    }
  }, []);

  return { busy, failure, destination, run, setFailure };
}
