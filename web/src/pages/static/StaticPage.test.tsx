// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { inLanguage, setActiveLanguage } from '@partilha/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../shared/static-pages';
import { HELLO_EMAIL, SUPPORT_EMAIL } from './content-links';
import { sectionAnchorOf } from './static-content';
import { STATIC_PAGE_CONTENT, STATIC_PAGE_CONTENT_PT } from './static-page-content';
import { StaticPage } from './StaticPage';
import { findUnbackedClaims, findUnbackedClaimsIn } from './unbacked-claims';

/** In-app destinations the pages may link to: the route table of spec 001 §2. */
const APP_ROUTES = new Set<string>([
  ...STATIC_PAGES.map((page) => page.path),
  '/home',
  '/search',
  '/marketplace/services',
  '/marketplace/equipment',
  '/auth/signup',
  '/account/bookings',
  '/account/listings',
  '/account/settings',
  '/create/service',
  '/create/equipment',
]);
const LEGAL_PATHS = ['/legal/terms', '/legal/privacy', '/legal/cookies'];

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path} element={<StaticPage path={path} />} />
        <Route path="/home" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The text of each block on its own, so a heading's words never run into the next paragraph. */
function blockTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('h1, h2, h3, p, li')].map((el) => el.textContent ?? '');
}

describe.each(STATIC_PAGES)('$path', ({ path, title }) => {
  it('shows its title as the h1 and in the document title, with sections under h2', async () => {
    renderPage(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    // The route table is a chunk of its own (use-document-title.ts): the title follows it.
    await waitFor(() => expect(document.title).toBe(`${title} · Partilha`));
    const sections = screen.getAllByRole('region');
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(within(section).getAllByRole('heading', { level: 2 }).length).toBe(1);
  });

  it('claims no insurance, 24/7 support, guarantees, protected payments or identity checks', () => {
    const { container } = renderPage(path);
    expect(blockTexts(container).flatMap(findUnbackedClaims)).toEqual([]);
  });

  it('links only to routes that exist, to sections of itself, and to our own addresses', () => {
    const { container } = renderPage(path);
    for (const link of container.querySelectorAll('a')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#')) expect(container.querySelector(href), href).not.toBeNull();
      else if (href.startsWith('mailto:')) expect([SUPPORT_EMAIL, HELLO_EMAIL]).toContain(href.slice(7).split('?')[0]);
      else expect(APP_ROUTES, href).toContain(href);
    }
  });

  it(`${LEGAL_PATHS.includes(path) ? 'says' : 'does not say'} when it was last updated`, () => {
    renderPage(path);
    const updated = screen.queryByText('Last updated: 22 November 2026');
    if (LEGAL_PATHS.includes(path)) expect(updated).toBeInTheDocument();
    else expect(updated).toBeNull();
  });
});

describe('StaticPage', () => {
  it('states the late-cancellation rule and the reliability thresholds as the server applies them', () => {
    const { container } = renderPage('/support/faq');
    expect(container).toHaveTextContent(
      'fewer than 24 hours before 09:00 (Lisbon time) on the first day of the booking',
    );
    // Late cancellations over every ended booking, "New member" under 3 (issue 17, ADR 0012).
    expect(container).toHaveTextContent('New member: fewer than 3 bookings as a renter have ended');
    expect(container).toHaveTextContent('fewer than 20% of their ended bookings were cancelled late');
    expect(container).toHaveTextContent('Unreliable: 50% or more were cancelled late');
  });

  it('says plainly that payment is arranged with the owner and that there is no phone line', () => {
    renderPage('/about/how-it-works');
    expect(screen.getByText(/Payment will be arranged directly with the owner/)).toBeInTheDocument();
    renderPage('/support/contact');
    expect(screen.getByText(/There is no phone line/)).toBeInTheDocument();
  });

  it('lists the sections of a long page and links each to its heading', () => {
    renderPage('/legal/privacy');
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const link = within(contents).getByRole('link', { name: 'Your rights' });
    expect(link).toHaveAttribute('href', '#your-rights');
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toHaveAttribute('id', 'your-rights');
  });

  it('sends an unknown path to /home', () => {
    renderPage('/about/nothing-here');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});

describe('the informational pages in European Portuguese', () => {
  beforeEach(() => setActiveLanguage('pt-PT'));
  afterEach(() => setActiveLanguage('en'));

  describe.each(STATIC_PAGES.map((page) => page.path))('%s', (path) => {
    it('shows its Portuguese title as the h1 and in the document title, and no English frame', async () => {
      const { container } = renderPage(path);
      const title = inLanguage('pt-PT', () => STATIC_PAGES.find((page) => page.path === path)!.title);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
      // The route table is a chunk of its own (use-document-title.ts): the title follows it.
      await waitFor(() => expect(document.title).toBe(`${title} · Partilha`));
      expect(container).not.toHaveTextContent(/Last updated|On this page|Read next/);
    });

    it('translates every section heading and keeps the sections of the English page', () => {
      const english = STATIC_PAGE_CONTENT[path].sections;
      const portuguese = STATIC_PAGE_CONTENT_PT[path].sections;
      expect(portuguese).toHaveLength(english.length);
      portuguese.forEach((section, index) => expect(section.heading).not.toBe(english[index]!.heading));
      expect(new Set(portuguese.map(sectionAnchorOf)).size).toBe(portuguese.length);
    });

    it('claims no insurance, round-the-clock support, guarantees, protected payments or identity checks', () => {
      const { container } = renderPage(path);
      expect(blockTexts(container).flatMap((text) => findUnbackedClaimsIn('pt-PT', text))).toEqual([]);
    });

    it('links only to routes that exist, to sections of itself, and to our own addresses', () => {
      const { container } = renderPage(path);
      for (const link of container.querySelectorAll('a')) {
        const href = link.getAttribute('href') ?? '';
        expect(link.textContent?.trim(), href).not.toBe('');
        if (href.startsWith('#')) expect(container.querySelector(href), href).not.toBeNull();
        else if (href.startsWith('mailto:'))
          expect([SUPPORT_EMAIL, HELLO_EMAIL]).toContain(href.slice(7).split('?')[0]);
        else expect(APP_ROUTES, href).toContain(href);
      }
    });

    it(`${LEGAL_PATHS.includes(path) ? 'says' : 'does not say'} when it was last updated, as a Portuguese date`, () => {
      renderPage(path);
      const updated = screen.queryByText('Última atualização: 22 de novembro de 2026');
      if (LEGAL_PATHS.includes(path)) expect(updated).toBeInTheDocument();
      else expect(updated).toBeNull();
    });
  });

  it('states the late-cancellation rule and the reliability thresholds in Portuguese', () => {
    const { container } = renderPage('/support/faq');
    expect(container).toHaveTextContent(
      'menos de 24 horas antes das 09:00 (hora de Lisboa) do primeiro dia da reserva',
    );
    expect(container).toHaveTextContent('terminaram menos de 3 reservas como cliente (concluídas ou canceladas)');
    expect(container).toHaveTextContent('menos de 20% das reservas terminadas foram canceladas tardiamente');
    expect(container).toHaveTextContent('50% ou mais foram canceladas tardiamente');
  });

  it('says plainly that payment is arranged with the owner and that there is no phone line', () => {
    renderPage('/about/how-it-works');
    expect(screen.getByText(/O pagamento é combinado diretamente com o proprietário/)).toBeInTheDocument();
    renderPage('/support/contact');
    expect(screen.getByText(/Não há linha telefónica/)).toBeInTheDocument();
  });

  it('lists the sections of a long page under "Nesta página" and links each to its heading', () => {
    renderPage('/legal/privacy');
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    const link = within(contents).getByRole('link', { name: 'Os teus direitos' });
    expect(link).toHaveAttribute('href', '#os-teus-direitos');
    expect(screen.getByRole('heading', { level: 2, name: 'Os teus direitos' })).toHaveAttribute(
      'id',
      'os-teus-direitos',
    );
  });

  it('keeps the anchors of the terms clauses a moderation decision links to', () => {
    renderPage('/legal/terms');
    expect(screen.getByRole('heading', { level: 2, name: 'Utilização aceitável' })).toHaveAttribute(
      'id',
      'acceptable-use',
    );
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    expect(within(contents).getByRole('link', { name: 'Utilização aceitável' })).toHaveAttribute(
      'href',
      '#acceptable-use',
    );
  });

  it('links to other pages by their Portuguese titles', () => {
    renderPage('/about');
    expect(screen.getByRole('link', { name: 'Termos de Serviço' })).toHaveAttribute('href', '/legal/terms');
    expect(screen.getByRole('heading', { level: 2, name: 'Vê também' })).toBeInTheDocument();
  });
});
