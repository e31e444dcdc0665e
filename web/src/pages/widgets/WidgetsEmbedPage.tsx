import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useDocumentTitle } from '../../frame/use-document-title';
import {
  DEFAULT_EMBED_OPTIONS,
  EMBED_WIDGET_LABELS,
  EMBED_WIDGETS,
  idAttributeOf,
  htmlSnippet,
  reactSnippet,
  type EmbedOptions,
  type EmbedWidget,
} from './embed-options';
import { SnippetBlock } from './SnippetBlock';
import { useWidgetsLoader } from './use-widgets-loader';
import { WidgetPreview } from './WidgetPreview';
import './widgets-embed.css';

const ID_LABELS = { 'listing-id': 'Listing id', 'user-id': 'Member id', owner: 'Owner (member id, optional)' };

/**
 * /widgets: partners choose a widget and its options, see it live and copy the snippet
 * (widgets/README.md has the full reference).
 */
export function WidgetsEmbedPage() {
  useDocumentTitle('Widgets for your site');
  useWidgetsLoader();
  const [options, setOptions] = useState<EmbedOptions>(DEFAULT_EMBED_OPTIONS);
  const [width, setWidth] = useState<320 | 800>(800);
  const set = (change: Partial<EmbedOptions>) => setOptions((current) => ({ ...current, ...change }));
  const { widget } = options;
  const takesLimit = widget === 'listings' || widget === 'reviews';
  const takesRole = widget === 'reviews' || widget === 'rating';

  return (
    <section className="page widgets-embed" aria-labelledby="widgets-title">
      <h1 id="widgets-title" className="page__title">
        Widgets for your site
      </h1>
      <p>Show Partilha listings, ratings and reviews on your own website. Choose, preview, copy.</p>
      <div className="widgets-embed__layout">
        <form className="widgets-embed__form" onSubmit={(event) => event.preventDefault()}>
          <FormGroup label="Widget" labelFor="embed-widget">
            <HTMLSelect
              id="embed-widget"
              value={widget}
              onChange={(event) => set({ widget: event.currentTarget.value as EmbedWidget })}
              options={EMBED_WIDGETS.map((value) => ({ value, label: EMBED_WIDGET_LABELS[value] }))}
            />
          </FormGroup>
          <FormGroup label={ID_LABELS[idAttributeOf(widget)]} labelFor="embed-id">
            <InputGroup id="embed-id" value={options.id} onValueChange={(id) => set({ id })} />
          </FormGroup>
          {widget === 'listings' && (
            <>
              <FormGroup label="City" labelFor="embed-city">
                <InputGroup id="embed-city" value={options.city} onValueChange={(city) => set({ city })} />
              </FormGroup>
              <FormGroup label="Type" labelFor="embed-type">
                <HTMLSelect
                  id="embed-type"
                  value={options.type}
                  onChange={(event) => set({ type: event.currentTarget.value as EmbedOptions['type'] })}
                  options={[
                    { value: '', label: 'All' },
                    { value: 'service', label: 'Services' },
                    { value: 'equipment', label: 'Equipment' },
                  ]}
                />
              </FormGroup>
            </>
          )}
          {takesLimit && (
            <FormGroup label={widget === 'listings' ? 'Listings shown' : 'Reviews shown'} labelFor="embed-limit">
              <HTMLSelect
                id="embed-limit"
                value={options.limit}
                onChange={(event) => set({ limit: Number(event.currentTarget.value) })}
                options={[1, 2, 3, 4, 5, 6]}
              />
            </FormGroup>
          )}
          {takesRole && (
            <FormGroup label="Reviews as" labelFor="embed-role">
              <HTMLSelect
                id="embed-role"
                value={options.role}
                onChange={(event) => set({ role: event.currentTarget.value as EmbedOptions['role'] })}
                options={[
                  { value: 'provider', label: 'Provider' },
                  { value: 'renter', label: 'Renter' },
                ]}
              />
            </FormGroup>
          )}
          {widget === 'rating' && (
            <Checkbox
              label="Show booking reliability"
              checked={options.reliability}
              onChange={(event) => set({ reliability: event.currentTarget.checked })}
            />
          )}
          {(widget === 'listing' || widget === 'reviews') && (
            <Checkbox
              label="Add search engine data (schema.org)"
              checked={options.seo}
              onChange={(event) => set({ seo: event.currentTarget.checked })}
            />
          )}
          <FormGroup label="Theme" labelFor="embed-theme">
            <HTMLSelect
              id="embed-theme"
              value={options.theme}
              onChange={(event) => set({ theme: event.currentTarget.value as EmbedOptions['theme'] })}
              options={[
                { value: 'light', label: 'Light' },
                { value: 'dark', label: 'Dark' },
                { value: 'auto', label: 'As the visitor’s system' },
              ]}
            />
          </FormGroup>
          <FormGroup label="Language" labelFor="embed-lang">
            <HTMLSelect
              id="embed-lang"
              value={options.lang}
              onChange={(event) => set({ lang: event.currentTarget.value as EmbedOptions['lang'] })}
              options={[
                { value: 'en', label: 'English' },
                { value: 'pt-PT', label: 'Português (Portugal)' },
              ]}
            />
          </FormGroup>
          <FormGroup label="Preview width" labelFor="embed-width">
            <HTMLSelect
              id="embed-width"
              value={width}
              onChange={(event) => setWidth(Number(event.currentTarget.value) === 320 ? 320 : 800)}
              options={[
                { value: 800, label: '800 px' },
                { value: 320, label: '320 px (a phone)' },
              ]}
            />
          </FormGroup>
        </form>
        <div className="widgets-embed__output">
          <h2 className="widgets-embed__subtitle">Preview</h2>
          <WidgetPreview options={options} width={width} />
          <SnippetBlock title="HTML snippet" code={htmlSnippet(options, window.location.origin)} />
          <SnippetBlock title="React snippet" code={reactSnippet(options)} />
        </div>
      </div>
    </section>
  );
}
