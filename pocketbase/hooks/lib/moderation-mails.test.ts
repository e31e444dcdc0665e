import { describe, expect, it } from 'vitest';
import { acknowledgementMail } from './moderation-notice-mails';
import { statementMail } from './moderation-statement-mail';

const app = { settings: () => ({ meta: { appURL: 'https://partilha.test/' } }) } as unknown as PbApp;

const facts = {
  to: 'rita@example.pt',
  name: 'Rita',
  kind: 'listing' as const,
  label: 'Berbequim',
  path: '/equipment/l1',
  reason: 'scam_fraud' as const,
};

describe('moderation e-mails in the recipient’s language (issue 19)', () => {
  it('acknowledge a member’s report in their language, and a guest’s in English', () => {
    const pt = acknowledgementMail(app, { ...facts, language: 'pt-PT' });
    expect(pt.subject).toBe('Recebemos a tua denúncia — Partilha');
    expect(pt.paragraphs[0]).toBe('Olá, Rita:');
    expect(pt.paragraphs[2]).toContain('Motivo: Burla ou fraude');

    const en = acknowledgementMail(app, facts);
    expect(en.subject).toBe('We received your report — Partilha');
    expect(en.paragraphs[2]).toContain('Reason: Scam or fraud');
  });

  it('send the statement of reasons in the affected member’s language', () => {
    const mail = statementMail(app, {
      statement: {
        decisionId: 'dec1',
        type: 'suspend_listing',
        kind: 'listing',
        targetLabel: 'Berbequim',
        targetPath: '/equipment/l1',
        durationDays: 0,
        decidedAt: '2026-08-31T12:00:00.000Z',
        endsAt: null,
        facts: 'Five copies of one listing.',
        source: 'notice',
        ground: 'incompatible_content',
        legalGround: null,
        termsClause: 'listings',
        groundExplanation: 'One listing per offer.',
      },
      appealToken: 'tok',
      affected: { email: 'ana@example.pt', name: 'Ana', language: 'pt-PT' },
      notifiers: [],
    });
    expect(mail?.subject).toBe('Partilha: a nossa decisão relativa ao teu anúncio «Berbequim»');
    expect(mail?.paragraphs.join('\n')).toContain('O teu anúncio está suspenso');
    expect(mail?.paragraphs.join('\n')).not.toContain('Your listing');
  });
});
