import { localized } from '../i18n/catalogue';

/**
 * The clauses of the website's terms (web/src/pages/static/terms-content.tsx) a decision can rest
 * on. `heading` is the section's heading on /legal/terms word for word (a web test holds the two
 * together); the statement of reasons links to the section's anchor.
 */
export const TERMS_CLAUSES = [
  {
    id: 'who-can-use-partilha',
    heading: 'Who can use Partilha',
    summary: 'One true personal account per adult member.',
  },
  {
    id: 'listings',
    heading: 'Listings',
    summary: 'Listings describe honestly, with real photos and prices, only what is legal and safe to offer.',
  },
  {
    id: 'bookings-and-cancellations',
    heading: 'Bookings and cancellations',
    summary: 'Bookings are agreed on the details shown; cancellations follow the booking rules.',
  },
  {
    id: 'reviews-and-other-content',
    heading: 'Reviews and other content',
    summary: 'Reviews describe your own experience; nothing unlawful or belonging to someone else.',
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    summary: 'No fraud, harassment, discrimination, spam or misleading listings; no scraping or abuse.',
  },
] as const;
export type TermsClause = (typeof TERMS_CLAUSES)[number];
export type TermsClauseId = TermsClause['id'];
export const TERMS_CLAUSE_IDS = TERMS_CLAUSES.map((clause) => clause.id) as TermsClauseId[];

export const TERMS_PATH = '/legal/terms';

export function termsClauseOf(id: string): TermsClause | undefined {
  return TERMS_CLAUSES.find((clause) => clause.id === id);
}

/** The link to a clause on the terms page, e.g. `/legal/terms#acceptable-use`. */
export function termsClausePath(id: TermsClauseId): string {
  return `${TERMS_PATH}#${id}`;
}

/**
 * The clauses' headings and summaries as the console and a statement show them, in the active
 * language; `TERMS_CLAUSES` keeps the English words the terms page is held to.
 */
export const TERMS_CLAUSE_HEADINGS_EN: Record<TermsClauseId, string> = Object.fromEntries(
  TERMS_CLAUSES.map((clause) => [clause.id, clause.heading]),
) as Record<TermsClauseId, string>;
export const TERMS_CLAUSE_SUMMARIES_EN: Record<TermsClauseId, string> = Object.fromEntries(
  TERMS_CLAUSES.map((clause) => [clause.id, clause.summary]),
) as Record<TermsClauseId, string>;
export const TERMS_CLAUSE_HEADINGS = /* @__PURE__ */ localized(
  'moderation.termsClauseHeadings',
  TERMS_CLAUSE_HEADINGS_EN,
);
export const TERMS_CLAUSE_SUMMARIES = /* @__PURE__ */ localized(
  'moderation.termsClauseSummaries',
  TERMS_CLAUSE_SUMMARIES_EN,
);

export function termsClauseHeading(id: TermsClauseId): string {
  return TERMS_CLAUSE_HEADINGS[id];
}

export function termsClauseSummary(id: TermsClauseId): string {
  return TERMS_CLAUSE_SUMMARIES[id];
}
