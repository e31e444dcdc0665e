import { useLayoutEffect, useState } from 'preact/hooks';
import { fetchWidgetJson, toWidgetError, type WidgetApiError } from '../api';
import { emitPartilhaEvent, type PartilhaWidgetName } from '../events';
import { apiUrl } from '../market';
import { markPainted } from '../paint-mark';
import { widgetRequestPath } from '../requests';
import type { MountContext } from '../widget-contract';

export type WidgetData<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: WidgetApiError; retry: () => void };

interface Source<T> {
  context: MountContext;
  widget: PartilhaWidgetName;
  /** The listing or user shown ('' for a grid). */
  id: string;
  itemCount: (data: T) => number;
}

/**
 * The data of a widget: the request its attributes name (requests.ts), loaded again whenever that
 * request changes, raising `partilha:loaded` or `partilha:error` on the element, with a retry for
 * the errors worth retrying. The first load takes over the request the loader started. The frame
 * says it is busy while loading.
 */
export function useWidgetData<T>({ context, widget, id, itemCount }: Source<T>): WidgetData<T> {
  const { host, frame } = context;
  const key = widgetRequestPath(widget, host) ?? '';
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; attempt: number; data: WidgetData<T> }>({
    key: '',
    attempt: -1,
    data: { status: 'loading' },
  });

  // A layout effect: the request is taken over (or started) in the task that drew the skeleton,
  // not a frame later.
  useLayoutEffect(() => {
    let current = true;
    frame.setAttribute('aria-busy', 'true');
    setState({ key, attempt, data: { status: 'loading' } });
    fetchWidgetJson<T>(key, attempt === 0 ? context.takeRequest(apiUrl(key)) : null).then(
      (data) => {
        if (!current) return;
        frame.removeAttribute('aria-busy');
        setState({ key, attempt, data: { status: 'ready', data } });
        markPainted(widget);
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
    // The key stands for everything the request reads (a .ts file: the hooks lint rule does not look here).
  }, [key, attempt]);

  return state.key === key && state.attempt === attempt ? state.data : { status: 'loading' };
}
