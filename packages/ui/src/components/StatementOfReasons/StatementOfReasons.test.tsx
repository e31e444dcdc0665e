// @vitest-environment jsdom
import { REDRESS_ROUTES, statementSections, type StatementOfReasons as Statement } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatementOfReasons } from './StatementOfReasons';
import { statementLinkTarget, statementParagraphs, statementTextParts } from './statement-links';

const statement: Statement = {
  decisionId: 'dec1',
  type: 'suspend_listing',
  kind: 'listing',
  targetLabel: 'Bosch drill',
  targetPath: '/marketplace/equipment/l1',
  durationDays: 0,
  decidedAt: '2026-11-25T10:00:00.000Z',
  endsAt: null,
  facts: 'The photos show another drill.',
  source: 'notice',
  ground: 'incompatible_content',
  legalGround: null,
  termsClause: 'acceptable-use',
  groundExplanation: 'Misleading listings are not allowed.',
};
const appealUrl = 'https://partilha.pt/moderation/statements/dec1';
const sections = statementSections(statement, appealUrl);

describe('StatementOfReasons', () => {
  it('shows every section of the statement under its heading, and that it is in force', () => {
    render(<StatementOfReasons sections={sections} status="committed" />);
    const region = screen.getByRole('region', { name: 'Statement of reasons' });
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(sections.map((section) => section.heading));
    expect(within(region).getByText('In force')).toBeVisible();
    expect(region).toHaveTextContent('The photos show another drill.');
  });

  it('links the terms clause to its section of the terms page and the appeal to its page', () => {
    render(<StatementOfReasons sections={sections} status="committed" />);
    expect(screen.getByRole('link', { name: '/legal/terms#acceptable-use' })).toHaveAttribute(
      'href',
      '/legal/terms#acceptable-use',
    );
    expect(screen.getByRole('link', { name: appealUrl })).toHaveAttribute('href', appealUrl);
  });

  it('navigates inside the website on a plain click of one of its links', async () => {
    const onNavigate = vi.fn();
    render(<StatementOfReasons sections={sections} siteUrl="https://partilha.pt" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: appealUrl }));
    expect(onNavigate).toHaveBeenCalledWith('/moderation/statements/dec1');
    await userEvent.click(screen.getByRole('link', { name: '/legal/terms#acceptable-use' }));
    expect(onNavigate).toHaveBeenLastCalledWith('/legal/terms#acceptable-use');
  });

  it('says a reversed decision was lifted, and shows no status in a preview', () => {
    const { rerender } = render(<StatementOfReasons sections={sections} status="reversed" />);
    expect(screen.getByText('Reversed on appeal')).toBeVisible();
    expect(screen.getByText(/restriction has been lifted/)).toBeVisible();
    rerender(<StatementOfReasons sections={sections} title="Preview" headingLevel={2} />);
    expect(screen.queryByText('In force')).not.toBeInTheDocument();
    expect(screen.queryByText('Reversed on appeal')).not.toBeInTheDocument();
  });
});

describe('statement paragraphs', () => {
  it('gives each redress route its own paragraph', () => {
    const redress = sections.find((section) => section.heading === 'What you can do')!;
    const paragraphs = statementParagraphs(redress.text);
    expect(paragraphs).toHaveLength(3);
    expect(paragraphs[1]).toBe(REDRESS_ROUTES.outOfCourt);
    expect(paragraphs[2]).toBe(REDRESS_ROUTES.courts);
    expect(paragraphs[0]).toContain(appealUrl);
  });

  it('leaves any other text whole', () => {
    expect(statementParagraphs('The photos show another drill.')).toEqual(['The photos show another drill.']);
  });
});

describe('statement links', () => {
  it('keeps the sentence’s punctuation out of a link and the text unchanged', () => {
    const text = 'See (/legal/terms#listings). Appeal by 2027-05-25: https://partilha.pt/x?token=a.b. Then.';
    const parts = statementTextParts(text);
    expect(parts.filter((part) => part.kind === 'link').map((part) => part.text)).toEqual([
      '/legal/terms#listings',
      'https://partilha.pt/x?token=a.b',
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('makes website paths absolute for a host elsewhere, and website URLs paths', () => {
    expect(statementLinkTarget('/legal/terms#listings', 'https://partilha.pt/')).toEqual({
      href: 'https://partilha.pt/legal/terms#listings',
      sitePath: '/legal/terms#listings',
    });
    expect(statementLinkTarget('https://partilha.pt/moderation/statements/d', 'https://partilha.pt').sitePath).toBe(
      '/moderation/statements/d',
    );
    expect(statementLinkTarget('https://consumidor.gov.pt', 'https://partilha.pt').sitePath).toBeNull();
  });
});
