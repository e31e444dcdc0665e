import { afterEach, describe, expect, it } from 'vitest';
import { inLanguage, setActiveLanguage } from '../i18n/active-language';
import { REDRESS_ROUTES, statementSections, type StatementOfReasons } from './statement';

const statement: StatementOfReasons = {
  decisionId: 'dec1',
  type: 'restrict_account',
  kind: 'profile',
  targetLabel: 'Fábio F.',
  targetPath: '/profile/u1',
  durationDays: 7,
  decidedAt: '2026-08-31T12:00:00.000Z',
  endsAt: '2026-09-07T12:00:00.000Z',
  facts: 'Asked for payment outside Partilha.',
  source: 'notice',
  ground: 'incompatible_content',
  legalGround: null,
  termsClause: 'acceptable-use',
  groundExplanation: 'Payments go through Partilha only.',
};

describe('a statement of reasons in the reader’s language (issue 19)', () => {
  afterEach(() => setActiveLanguage('en'));

  it('is written in Portuguese for a member who reads Portuguese, dates written out', () => {
    const sections = inLanguage('pt-PT', () => statementSections(statement, 'https://partilha.test/a'));
    expect(sections.map((section) => section.heading)).toEqual([
      'O que decidimos',
      'Os factos em que nos baseámos',
      'Como chegou até nós',
      'Como decidimos',
      'Porquê',
      'O que podes fazer',
    ]);
    expect(sections[0]?.text).toContain('A tua conta está suspensa durante 7 dias, até 7 de setembro de 2026');
    expect(sections[0]?.text).toContain('Perfil: «Fábio F.»');
    expect(sections[4]?.text).toContain(
      'a cláusula «Utilização aceitável» dos nossos termos (/legal/terms#acceptable-use)',
    );
    expect(sections[5]?.text).toContain('Recorre até 28 de fevereiro de 2027: https://partilha.test/a');
    // The facts and the explanation are the moderator's own words, kept as written.
    expect(sections[1]?.text).toBe(statement.facts);
  });

  it('keeps the spec’s English words, ISO days included, when English is active', () => {
    const sections = statementSections(statement, 'https://partilha.test/a');
    expect(sections[0]?.heading).toBe('What we decided');
    expect(sections[0]?.text).toContain('until 2026-09-07');
    expect(sections[5]?.text.startsWith(REDRESS_ROUTES.appeal)).toBe(true);
  });

  it('reads the redress routes when used, not when loaded', () => {
    expect(inLanguage('pt-PT', () => REDRESS_ROUTES.courts)).toMatch(/^Tribunais:/);
    expect(REDRESS_ROUTES.courts).toMatch(/^Courts:/);
  });
});
