/**
 * The contract between the loader and each widget's code (loaded on demand): the loader makes the
 * shadow root and the frame, the widget draws into the frame and re-draws on `update()`.
 */
export interface MountContext {
  host: HTMLElement;
  root: ShadowRoot;
  /** The element the widget draws into; its class (the reserved box) belongs to the loader. */
  frame: HTMLElement;
  /** Adopts a stylesheet into this shadow root (one shared CSSStyleSheet per text). */
  adopt(css: string): void;
  /**
   * The request for this URL that the loader started beside the widget's code, handed over once
   * (null when it started none, or another one): the widget's first data does not wait for its code.
   */
  takeRequest(url: string): Promise<Response> | null;
}

export interface WidgetController {
  /** An observed attribute changed: draw again (and fetch again when the data it names changed). */
  update(): void;
}

export interface WidgetModule {
  mount(context: MountContext): WidgetController;
}
