import {
  DEFAULT_LISTINGS_LIMIT,
  DEFAULT_REVIEWS_LIMIT,
  MAX_LISTINGS_LIMIT,
  MAX_REVIEWS_LIMIT,
  readFlag,
  readLimit,
} from '../attributes';
import type { PartilhaWidgetName } from '../events';

/**
 * What each element shows before its data (and its code) arrive: boxes of exactly the size the
 * widget will fill, chosen from its attributes, so nothing on the host page moves when it draws.
 */

function box(tag: string, className: string, ...children: Node[]): HTMLElement {
  const element = document.createElement(tag);
  element.className = className;
  element.append(...children);
  return element;
}

function card(): HTMLElement {
  return box(
    'div',
    'pw-card',
    box('div', 'pw-card-media pw-skeleton'),
    box('span', 'pw-skeleton-line'),
    box('span', 'pw-skeleton-line'),
    box('span', 'pw-skeleton-line'),
  );
}

function times(count: number, make: () => Node): Node[] {
  return Array.from({ length: count }, make);
}

export function skeletonOf(widget: PartilhaWidgetName, host: Element): Node[] {
  switch (widget) {
    case 'listing':
      return [card()];
    case 'listings':
      return [
        box(
          'ul',
          'pw-grid',
          ...times(readLimit(host, DEFAULT_LISTINGS_LIMIT, MAX_LISTINGS_LIMIT), () => box('li', '', card())),
        ),
      ];
    case 'reviews':
      return [
        box('div', 'pw-summary pw-skeleton'),
        box(
          'ul',
          'pw-review-list',
          ...times(readLimit(host, DEFAULT_REVIEWS_LIMIT, MAX_REVIEWS_LIMIT), () => box('li', 'pw-review pw-skeleton')),
        ),
      ];
    case 'rating':
    case 'book':
      return [box('span', 'pw-skeleton pw-skeleton-fill')];
  }
}

/** The frame's class: the reserved box of this widget with these attributes. */
export function frameClassOf(widget: PartilhaWidgetName, host: Element): string {
  const reliability = widget === 'rating' && readFlag(host, 'reliability') ? ' pw-with-reliability' : '';
  return `pw-frame pw-frame-${widget}${reliability}`;
}
