import { toConsoleError } from '@partilha/data';
import { CONSOLE_MESSAGES, translateText } from '@partilha/domain';
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';
import { useConsole } from '../app/console-context';
import { useLive } from '../shell/live-context';

export interface Remote<T> {
  data: T | null;
  /** The server's message when the last load failed. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads what a screen shows, again when `deps` change, after live changes and on `reload()`.
 * The last answer stays on screen while the next loads (tables do not flash); an answer that
 * arrives after a newer request was made is dropped. A 401 ends the session.
 */
export function useRemote<T>(load: () => Promise<T>, deps: DependencyList): Remote<T> {
  const { signOut } = useConsole();
  const { revision } = useLive();
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [manual, setManual] = useState(0);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const ticket = ++latest.current;
    setLoading(true);
    loadRef.current().then(
      (value) => {
        if (ticket !== latest.current) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (ticket !== latest.current) return;
        const problem = toConsoleError(failure);
        setError(problem.message);
        setLoading(false);
        if (problem.status === 401) void signOut(CONSOLE_MESSAGES.signInRequired);
      },
    );
    // `deps` are the caller's inputs of `load` (kept in a ref so a new closure alone never reloads).
  }, [...deps, revision, manual, signOut]);

  const reload = useCallback(() => setManual((n) => n + 1), []);
  // The server's message is English; it is shown in the active language (issue 19).
  return { data, error: error && translateText(error), loading, reload };
}
