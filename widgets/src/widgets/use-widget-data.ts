import { useEffect, useState } from 'preact/hooks';
import { toWidgetError, type WidgetApiError } from '../api';
import { emitPartilhaEvent, type PartilhaWidgetName } from '../events';

export type WidgetData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: WidgetApiError; retry: () => void };

interface Source<T> {
  host: HTMLElement;
  frame: HTMLElement;
  widget: PartilhaWidgetName;
  /** The listing or user shown ('' for a grid). */
  id: string;
  /** Changes whenever the request changes (attributes that name the data). */
  key: string;
  load: () => Promise<T>;
  itemCount: (data: T) => number;
}

/**
 * The data of a widget: loaded when its key changes, raising `partilha:loaded` or
 * `partilha:error` on the element, with a retry for the errors worth retrying. The frame says it
 * is busy while loading.
 */
export function useWidgetData<T>({ host, frame, widget, id, key, load, itemCount }: Source<T>): WidgetData<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; data: WidgetData<T> }>({
    key: '',
    attempt: -1,
    data: { status: 'loading' },
  });

  useEffect(() => {
    let current = true;
    frame.setAttribute('aria-busy', 'true');
    setState({ key, attempt, data: { status: 'loading' } });
    load().then(
      (data) => {
        if (!current) return;
        frame.removeAttribute('aria-busy');
        setState({ key, attempt, data: { status: 'ready', data } });
        emitPartilhaEvent(host, 'partilha:loaded', { widget, id, itemCount: itemCount(data) });
      },
      (failure: unknown) => {
        if (!current) return;
        const error = toWidgetError(failure);
        frame.removeAttribute('aria-busy');
        setState({ key, attempt, data: { status: 'error', error, retry: () => setAttempt((n) => n + 1) } });
        emitPartilhaEvent(host, 'partilha:error', {
          widget,
          id,
          kind: error.kind,
          status: error.status,
          retryable: error.retryable,
        });
      },
    );
    return () => {
      current = false;
    };
    // The key stands for everything `load` reads (a .ts file: the hooks lint rule does not look here).
  }, [key, attempt]);

  return state.key === key && state.attempt === attempt ? state.data : { status: 'loading' };
}
