import { languageOfTag } from '@partilha/domain';
import { COMMON_ATTRIBUTES } from '../attributes';
import { emitPartilhaEvent, type PartilhaWidgetName } from '../events';
import type { WidgetController, WidgetModule } from '../widget-contract';
import { adoptStyles } from './adopt-styles';
import baseCss from './base.css?inline';
import { whenNearViewport } from './near-viewport';
import { frameClassOf, skeletonOf } from './skeletons';

export interface WidgetSpec {
  name: PartilhaWidgetName;
  /** Attributes besides theme and lang whose change re-draws the widget. */
  attributes: readonly string[];
  load(): Promise<WidgetModule>;
  /** The full URL of the API request the widget will make for these attributes (null: none). */
  request(host: Element): string | null;
}

/** The loader's one text, kept here so the loader stays small (the widgets' texts load with them). */
const RETRY_TEXT = { en: 'Retry', 'pt-PT': 'Tentar novamente' } as const;

/**
 * Defines one custom element: a shadow root holding the reserved, skeleton-filled frame at once,
 * and the widget's code imported only when the element comes near the viewport. Nothing here
 * throws into the host page: a failure shows a retry button and raises `partilha:error`.
 */
export function defineWidgetElement(tag: string, spec: WidgetSpec): void {
  if (customElements.get(tag)) return;

  class PartilhaWidgetElement extends HTMLElement {
    static observedAttributes = [...COMMON_ATTRIBUTES, ...spec.attributes];
    #frame: HTMLElement | null = null;
    #controller: WidgetController | null = null;
    #loading = false;
    #stopWatching: (() => void) | null = null;
    /** The data request started beside the code, until the widget takes it over. */
    #started: { url: string; response: Promise<Response> } | null = null;

    connectedCallback(): void {
      try {
        const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        if (!this.#frame) {
          adoptStyles(root, baseCss);
          this.#frame = document.createElement('div');
          root.append(this.#frame);
          this.#drawSkeleton();
        }
        if (!this.#controller && !this.#stopWatching) {
          this.#stopWatching = whenNearViewport(this, () => {
            this.#stopWatching = null;
            void this.#load(root);
          });
        }
      } catch (error) {
        reportError(error);
      }
    }

    disconnectedCallback(): void {
      this.#stopWatching?.();
      this.#stopWatching = null;
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
      if (before === after || !this.#frame) return;
      try {
        this.#frame.className = frameClassOf(spec.name, this);
        if (this.#controller) this.#controller.update();
        else if (!this.#loading) this.#drawSkeleton();
      } catch (error) {
        reportError(error);
      }
    }

    #drawSkeleton(): void {
      const frame = this.#frame as HTMLElement;
      frame.className = frameClassOf(spec.name, this);
      frame.setAttribute('aria-busy', 'true');
      frame.replaceChildren(...skeletonOf(spec.name, this));
    }

    async #load(root: ShadowRoot): Promise<void> {
      if (this.#loading || this.#controller) return;
      this.#loading = true;
      this.#startRequest();
      try {
        const widget = await spec.load();
        const frame = this.#frame as HTMLElement;
        this.#controller = widget.mount({
          host: this,
          root,
          frame,
          adopt: (css) => adoptStyles(root, css),
          takeRequest: (url) => {
            const started = this.#started;
            this.#started = null;
            return started?.url === url ? started.response : null;
          },
        });
      } catch (error) {
        this.#started = null;
        this.#showLoadFailure(root);
        emitPartilhaEvent(this, 'partilha:error', {
          widget: spec.name,
          id: this.getAttribute('listing-id') ?? this.getAttribute('user-id') ?? '',
          kind: 'network',
          status: null,
          retryable: true,
        });
        reportError(error);
      } finally {
        this.#loading = false;
      }
    }

    /**
     * Starts the widget's data request now, in parallel with its code: the first paint then waits
     * for the slower of the two, not for both one after the other.
     */
    #startRequest(): void {
      const url = spec.request(this);
      if (!url) return;
      const response = fetch(url, { credentials: 'omit', mode: 'cors' });
      // Handled here so a failure the widget never takes over is not reported as unhandled; the
      // widget still sees the rejection when it awaits the same promise.
      response.catch(() => undefined);
      this.#started = { url, response };
    }

    /** The widget's code could not be loaded: a retry in place of the skeleton, same box. */
    #showLoadFailure(root: ShadowRoot): void {
      const frame = this.#frame as HTMLElement;
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'pw-button';
      // The widget's language as widgetLang reads it: element, page, then browser.
      retry.textContent = RETRY_TEXT[languageOfTag(this.closest('[lang]')?.getAttribute('lang') || navigator.language)];
      retry.addEventListener('click', () => {
        this.#drawSkeleton();
        void this.#load(root);
      });
      const state = document.createElement('div');
      state.className = 'pw-state';
      state.append(retry);
      frame.removeAttribute('aria-busy');
      frame.replaceChildren(state);
    }
  }

  customElements.define(tag, PartilhaWidgetElement);
}

/** Errors are reported to the console (and window.onerror listeners), never thrown at the host. */
function reportError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
}
