import { describe, expect, it } from 'vitest';
import {
  REDRESS_ROUTES,
  groundSentence,
  restrictionSentence,
  restrictionSummary,
  statementSections,
  statementText,
  type StatementOfReasons,
} from './statement';

const APPEAL_URL = 'https://partilha.test/moderation/statements/dec1?token=abc';

const listingStatement: StatementOfReasons = {
  decisionId: 'dec1',
  type: 'suspend_listing',
  kind: 'listing',
  targetLabel: 'Kayak tour',
  targetPath: '/services/l1',
  durationDays: 0,
  decidedAt: '2026-08-31T12:00:00.000Z',
  endsAt: null,
  facts: 'The same tour is listed five times under different titles.',
  source: 'notice',
  ground: 'incompatible_content',
  legalGround: null,
  termsClause: 'listings',
  groundExplanation: 'Listings must describe one real offer each.',
};

const accountStatement: StatementOfReasons = {
  ...listingStatement,
  type: 'restrict_account',
  kind: 'profile',
  targetLabel: 'Fábio F.',
  durationDays: 7,
  endsAt: '2026-09-07T12:00:00.000Z',
  source: 'own_initiative',
  ground: 'illegal_content',
  legalGround: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  termsClause: null,
  groundExplanation: 'Taking payment for a service never meant to be provided is fraud.',
};

const sectionText = (statement: StatementOfReasons, heading: string) =>
  statementSections(statement, APPEAL_URL).find((section) => section.heading === heading)?.text ?? '';

describe('statementSections', () => {
  it('holds the six parts of a statement of reasons, in order', () => {
    expect(statementSections(listingStatement, APPEAL_URL).map((section) => section.heading)).toEqual([
      'What we decided',
      'The facts we relied on',
      'How this came to us',
      'How we decided',
      'Why',
      'What you can do',
    ]);
  });

  it('says what was decided, about which item, where and from when', () => {
    const text = sectionText(listingStatement, 'What we decided');
    expect(text).toContain('Your listing is suspended');
    expect(text).toContain('Listing: “Kayak tour”');
    expect(text).toContain('the European Union and the European Economic Area');
    expect(text).toContain('from 2026-08-31');
  });

  it('gives an account restriction its duration and end, or says it is indefinite', () => {
    expect(sectionText(accountStatement, 'What we decided')).toContain(
      'Your account is suspended for 7 days, until 2026-09-07',
    );
    const indefinite = { ...accountStatement, durationDays: 0, endsAt: null };
    expect(sectionText(indefinite, 'What we decided')).toContain('Your account is suspended indefinitely');
  });

  it('carries the facts as the moderator wrote them', () => {
    expect(sectionText(listingStatement, 'The facts we relied on')).toBe(listingStatement.facts);
  });

  it('says whether a notice or our own initiative brought it, and that no automated means were used', () => {
    expect(sectionText(listingStatement, 'How this came to us')).toContain('report (notice)');
    expect(sectionText(accountStatement, 'How this came to us')).toContain('our own initiative');
    expect(sectionText(listingStatement, 'How we decided')).toContain('No automated means were used');
  });

  it('names the clause of the terms with its link, or the law, with the explanation', () => {
    const terms = sectionText(listingStatement, 'Why');
    expect(terms).toContain(
      'Against the terms of service: the clause “Listings” of our terms (/legal/terms#listings).',
    );
    expect(terms).toContain(listingStatement.groundExplanation);
    const law = sectionText(accountStatement, 'Why');
    expect(law).toContain('Illegal content: Fraud.');
    expect(law).toContain(accountStatement.groundExplanation);
  });

  it('lists every redress route with the appeal link and its deadline six months on', () => {
    const redress = sectionText(listingStatement, 'What you can do');
    expect(redress).toContain(REDRESS_ROUTES.appeal);
    expect(redress).toContain(REDRESS_ROUTES.outOfCourt);
    expect(redress).toContain(REDRESS_ROUTES.courts);
    expect(redress).toContain(`Appeal by 2027-02-28: ${APPEAL_URL}`);
  });

  it('never names the notifier: a statement has no field for them', () => {
    expect(statementText(listingStatement, APPEAL_URL)).not.toMatch(/reported by|notifier/i);
  });
});

describe('statementText', () => {
  it('is every section as heading and text, separated by blank lines', () => {
    const text = statementText(listingStatement, APPEAL_URL);
    const sections = statementSections(listingStatement, APPEAL_URL);
    expect(text.split('\n\n')).toEqual(sections.map((section) => `${section.heading}\n${section.text}`));
  });
});

describe('restriction sentences', () => {
  it('describe each decision type', () => {
    expect(restrictionSentence({ ...listingStatement, type: 'no_action' })).toBe('We decided to take no action.');
    expect(restrictionSentence({ ...listingStatement, type: 'hide_review', kind: 'review' })).toContain(
      'Your review is hidden',
    );
  });

  it('say when there is no ground', () => {
    expect(groundSentence({ ground: null, legalGround: null, termsClause: null })).toBe(
      'No ground: no restriction was applied.',
    );
  });

  it('summarise the ground in a few words, with the end of a period, without a full stop', () => {
    expect(restrictionSummary(listingStatement)).toBe('Against the terms of service (Listings)');
    expect(restrictionSummary(accountStatement)).toBe('Illegal content (Fraud), until 2026-09-07');
    expect(restrictionSummary({ ground: null, legalGround: null, termsClause: null, endsAt: null })).toBe(
      'a moderation decision',
    );
  });
});
