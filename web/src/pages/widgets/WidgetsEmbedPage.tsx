import { Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { activeLanguage, WIDGET_EMBED_TEXTS as T } from '@partilha/domain';
import { useState } from 'react';
import { useDocumentTitle } from '../../frame/use-document-title';
import {
  DEFAULT_EMBED_OPTIONS,
  embedWidgetLabel,
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

/** The id field's label for the widget's id attribute (read while drawing, issue 19). */
function idLabel(attribute: ReturnType<typeof idAttributeOf>): string {
  return attribute === 'listing-id' ? T.listingId : attribute === 'user-id' ? T.memberId : T.ownerId;
}

/**
 * /widgets: partners choose a widget and its options, see it live and copy the snippet
 * (widgets/README.md has the full reference).
 */
export function WidgetsEmbedPage() {
  useDocumentTitle(T.title);
  useWidgetsLoader();
  // The preview starts in the visitor's language; the partner can choose the other.
  const [options, setOptions] = useState<EmbedOptions>(() => ({ ...DEFAULT_EMBED_OPTIONS, lang: activeLanguage() }));
  const [width, setWidth] = useState<320 | 800>(800);
  const set = (change: Partial<EmbedOptions>) => setOptions((current) => ({ ...current, ...change }));
  const { widget } = options;
  const takesLimit = widget === 'listings' || widget === 'reviews';
  const takesRole = widget === 'reviews' || widget === 'rating';

  return (
    <section className="page widgets-embed" aria-labelledby="widgets-title">
      <h1 id="widgets-title" className="page__title">
        {T.title}
      </h1>
      <p>{T.intro}</p>
      <div className="widgets-embed__layout">
        <form className="widgets-embed__form" onSubmit={(event) => event.preventDefault()}>
          <FormGroup label={T.widget} labelFor="embed-widget">
            <HTMLSelect
              id="embed-widget"
              value={widget}
              onChange={(event) => set({ widget: event.currentTarget.value as EmbedWidget })}
              options={EMBED_WIDGETS.map((value) => ({ value, label: embedWidgetLabel(value) }))}
            />
          </FormGroup>
          <FormGroup label={idLabel(idAttributeOf(widget))} labelFor="embed-id">
            <InputGroup id="embed-id" value={options.id} onValueChange={(id) => set({ id })} />
          </FormGroup>
          {widget === 'listings' && (
            <>
              <FormGroup label={T.city} labelFor="embed-city">
                <InputGroup id="embed-city" value={options.city} onValueChange={(city) => set({ city })} />
              </FormGroup>
              <FormGroup label={T.type} labelFor="embed-type">
                <HTMLSelect
                  id="embed-type"
                  value={options.type}
                  onChange={(event) => set({ type: event.currentTarget.value as EmbedOptions['type'] })}
                  options={[
                    { value: '', label: T.typeAll },
                    { value: 'service', label: T.typeServices },
                    { value: 'equipment', label: T.typeEquipment },
                  ]}
                />
              </FormGroup>
            </>
          )}
          {takesLimit && (
            <FormGroup label={widget === 'listings' ? T.listingsShown : T.reviewsShown} labelFor="embed-limit">
              <HTMLSelect
                id="embed-limit"
                value={options.limit}
                onChange={(event) => set({ limit: Number(event.currentTarget.value) })}
                options={[1, 2, 3, 4, 5, 6]}
              />
            </FormGroup>
          )}
          {takesRole && (
            <FormGroup label={T.reviewsAs} labelFor="embed-role">
              <HTMLSelect
                id="embed-role"
                value={options.role}
                onChange={(event) => set({ role: event.currentTarget.value as EmbedOptions['role'] })}
                options={[
                  { value: 'provider', label: T.roleProvider },
                  { value: 'renter', label: T.roleRenter },
                ]}
              />
            </FormGroup>
          )}
          {widget === 'rating' && (
            <Checkbox
              label={T.showReliability}
              checked={options.reliability}
              onChange={(event) => set({ reliability: event.currentTarget.checked })}
            />
          )}
          {(widget === 'listing' || widget === 'reviews') && (
            <Checkbox
              label={T.addSeo}
              checked={options.seo}
              onChange={(event) => set({ seo: event.currentTarget.checked })}
            />
          )}
          <FormGroup label={T.theme} labelFor="embed-theme">
            <HTMLSelect
              id="embed-theme"
              value={options.theme}
              onChange={(event) => set({ theme: event.currentTarget.value as EmbedOptions['theme'] })}
              options={[
                { value: 'light', label: T.themeLight },
                { value: 'dark', label: T.themeDark },
                { value: 'auto', label: T.themeAuto },
              ]}
            />
          </FormGroup>
          <FormGroup label={T.language} labelFor="embed-lang">
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
          <FormGroup label={T.previewWidth} labelFor="embed-width">
            <HTMLSelect
              id="embed-width"
              value={width}
              onChange={(event) => setWidth(Number(event.currentTarget.value) === 320 ? 320 : 800)}
              options={[
                { value: 800, label: T.widthWide(800) },
                { value: 320, label: T.widthPhone(320) },
              ]}
            />
          </FormGroup>
        </form>
        <div className="widgets-embed__output">
          <h2 className="widgets-embed__subtitle">{T.preview}</h2>
          <WidgetPreview options={options} width={width} />
          <SnippetBlock title={T.htmlSnippet} code={htmlSnippet(options, window.location.origin)} />
          <SnippetBlock title={T.reactSnippet} code={reactSnippet(options)} />
        </div>
      </div>
    </section>
  );
}
