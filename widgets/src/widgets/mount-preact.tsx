/** @jsxImportSource preact */
import { render, type VNode } from 'preact';
import type { MountContext, WidgetController } from '../widget-contract';
import widgetsCss from '../views/widgets.css?inline';

/**
 * Mounts a Preact view into the loader's frame: the widgets' stylesheet is adopted first, then
 * the skeleton is replaced in the same task (no frame is painted in between), and each attribute
 * change draws again. A failing draw is reported, never thrown at the host page.
 */
export function mountPreact(context: MountContext, view: (context: MountContext) => VNode): WidgetController {
  context.adopt(widgetsCss);
  const draw = () => {
    try {
      render(view(context), context.frame);
    } catch (error) {
      globalThis.reportError?.(error);
    }
  };
  context.frame.replaceChildren();
  draw();
  return { update: draw };
}
