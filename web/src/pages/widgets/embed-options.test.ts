import { describe, expect, it } from 'vitest';
import { DEFAULT_EMBED_OPTIONS, embedAttributes, htmlSnippet, reactSnippet } from './embed-options';

describe('embed snippets', () => {
  it('write only the attributes the chosen widget takes', () => {
    const options = { ...DEFAULT_EMBED_OPTIONS, widget: 'rating' as const, id: 'u1', reliability: true, city: 'Porto' };
    expect(embedAttributes(options)).toEqual([
      ['user-id', 'u1'],
      ['reliability', true],
      ['lang', 'en'],
    ]);
  });

  it('give a partner the HTML snippet, attribute values escaped', () => {
    const options = { ...DEFAULT_EMBED_OPTIONS, widget: 'listings' as const, id: 'o1', city: 'Vila "Nova"', limit: 6 };
    expect(htmlSnippet(options, 'https://partilha.example')).toBe(
      '<script src="https://partilha.example/embed/partilha-widgets.js"></script>\n' +
        '<partilha-listings owner="o1" city="Vila &quot;Nova&quot;" limit="6" lang="en"></partilha-listings>',
    );
  });

  it('give a partner the React snippet with typed props', () => {
    const options = {
      ...DEFAULT_EMBED_OPTIONS,
      widget: 'reviews' as const,
      id: 'u1',
      role: 'renter' as const,
      seo: true,
      theme: 'dark' as const,
      lang: 'pt-PT' as const,
    };
    expect(reactSnippet(options)).toBe(
      "import { PartilhaReviews } from '@partilha/widgets/react';\n\n" +
        '<PartilhaReviews userId="u1" role="renter" limit={3} seo theme="dark" lang="pt-PT" />',
    );
  });
});
