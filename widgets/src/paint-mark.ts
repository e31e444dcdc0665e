/**
 * `partilha:painted` performance marks (detail: `{ widget }`), one per widget the first time it
 * draws what it shows, set in the animation frame that paints it. With the loader's
 * `partilha:loader` mark, partners (and the demo's tests and bench) read how long the first widget
 * took to appear on their page.
 */
const painted = new Set<string>();

export function markPainted(widget: string): void {
  if (painted.has(widget)) return;
  painted.add(widget);
  requestAnimationFrame(() => {
    try {
      performance.mark('partilha:painted', { detail: { widget } });
    } catch {
      // Marks are measurement only: a browser without them still shows the widget.
    }
  });
}
