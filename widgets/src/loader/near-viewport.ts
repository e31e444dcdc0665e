/**
 * Calls `load` once the element is within a screen's height of the viewport (one observer for all
 * widgets of the page). Without IntersectionObserver it loads at once. Returns a stop function.
 */
const MARGIN = '100% 0px';
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const load = waiting.get(entry.target);
        stopWatching(entry.target);
        load?.();
      }
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}

export function whenNearViewport(element: Element, load: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    queueMicrotask(load);
    return () => undefined;
  }
  waiting.set(element, load);
  sharedObserver().observe(element);
  return () => stopWatching(element);
}
