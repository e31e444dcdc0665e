import { createElement } from 'react';
import { embedAttributes, type EmbedOptions } from './embed-options';

/**
 * The chosen widget, live, in a container of the chosen width. Attribute changes reach the same
 * element (it redraws itself); another widget is a new element.
 */
export function WidgetPreview({ options, width }: { options: EmbedOptions; width: 320 | 800 }) {
  const attributes = Object.fromEntries(
    embedAttributes(options).map(([name, value]) => [name, value === true ? '' : value]),
  );
  return (
    <div className={`widgets-embed__preview widgets-embed__preview--${width}`}>
      {createElement(`partilha-${options.widget}`, { key: options.widget, ...attributes })}
    </div>
  );
}
