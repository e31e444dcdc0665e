import { inLanguage, TERMS_CLAUSES, TERMS_PATH, termsClausePath } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { sectionAnchor, sectionAnchorOf } from './static-content';
import { STATIC_PAGE_CONTENT, STATIC_PAGE_CONTENT_PT } from './static-page-content';

/**
 * A statement of reasons names the clause of the terms a decision rests on and links to it
 * (`/legal/terms#<clause>`). The domain's clauses and the terms page must stay the same words and
 * the same anchors, or a member's statement would point at nothing.
 */
describe('the terms clauses a decision can rest on', () => {
  const headings = STATIC_PAGE_CONTENT[TERMS_PATH].sections.map((section) => section.heading);

  it.each(TERMS_CLAUSES.map((clause) => [clause.id, clause] as const))(
    '%s is a section of the terms page, linked by its anchor',
    (_id, clause) => {
      expect(headings).toContain(clause.heading);
      expect(clause.id).toBe(sectionAnchor(clause.heading));
      expect(termsClausePath(clause.id)).toBe(`${TERMS_PATH}#${sectionAnchor(clause.heading)}`);
    },
  );

  it('lists each clause once', () => {
    expect(new Set(TERMS_CLAUSES.map((clause) => clause.id)).size).toBe(TERMS_CLAUSES.length);
  });

  // The Portuguese headings differ, so the clauses' sections keep the English anchors: the same
  // link reaches the same clause whichever language the member reads in.
  const portugueseAnchors = STATIC_PAGE_CONTENT_PT[TERMS_PATH].sections.map(sectionAnchorOf);
  const englishAnchors = STATIC_PAGE_CONTENT[TERMS_PATH].sections.map(sectionAnchorOf);

  it.each(TERMS_CLAUSES.map((clause) => clause.id))('%s is an anchor of the Portuguese terms page too', (id) => {
    expect(portugueseAnchors).toContain(id);
    // At the same place in the page as in English.
    expect(portugueseAnchors.indexOf(id)).toBe(englishAnchors.indexOf(id));
  });

  it.each(TERMS_CLAUSES.map((clause) => [clause.id, clause] as const))(
    '%s, once its heading is translated, is named as the Portuguese page names it',
    (id, clause) => {
      const heading = inLanguage('pt-PT', () => clause.heading);
      const section = STATIC_PAGE_CONTENT_PT[TERMS_PATH].sections.find(
        (candidate) => sectionAnchorOf(candidate) === id,
      );
      if (heading !== clause.heading) expect(heading).toBe(section?.heading);
    },
  );

  it('has the same sections in Portuguese, each with its own anchor', () => {
    expect(portugueseAnchors).toHaveLength(englishAnchors.length);
    expect(new Set(portugueseAnchors).size).toBe(portugueseAnchors.length);
  });
});
