import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';

/** The informational pages of spec 001 §2, each with its title and one of its section headings. */
const PAGES = [
  { path: '/about', title: 'About Partilha', section: 'What you can do on Partilha' },
  { path: '/about/how-it-works', title: 'How It Works', section: 'Arrange payment directly' },
  { path: '/about/trust-and-safety', title: 'Trust and Safety', section: 'What Partilha does not do' },
  { path: '/legal/terms', title: 'Terms of Service', section: 'What Partilha does, and what it does not' },
  { path: '/legal/privacy', title: 'Privacy Policy', section: 'Your rights' },
  { path: '/legal/cookies', title: 'Cookie Policy', section: 'What we keep in your browser' },
  { path: '/support/help', title: 'Help Centre', section: 'Getting started' },
  { path: '/support/safety', title: 'Safety Tips', section: 'Meeting in person' },
  { path: '/support/guidelines', title: 'Community Guidelines', section: 'What cannot be listed' },
  { path: '/support/contact', title: 'Contact Us', section: 'Write to us' },
  { path: '/support/faq', title: 'Frequently Asked Questions', section: 'Cancellations' },
  { path: '/company/about', title: 'About Us', section: 'What we believe' },
  { path: '/company/team', title: 'Our Team', section: 'Who we are' },
  { path: '/company/blog', title: 'Blog', section: 'No posts yet' },
  { path: '/company/careers', title: 'Careers', section: 'Open positions' },
  { path: '/company/press', title: 'Press', section: 'Press contact' },
] as const;

test.describe('static pages', () => {
  for (const { path, title, section } of PAGES) {
    test(`${path} shows "${title}" with its sections`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Partilha`);
      await expectNoAxeViolations(page);
      const name = `static${path.replaceAll('/', '-')}`;
      await screenshotAt(page, name, 'desktop');
      await screenshotAt(page, name, 'phone');
    });
  }

  test('the legal pages say when they were last updated', async ({ page }) => {
    for (const path of ['/legal/terms', '/legal/privacy', '/legal/cookies']) {
      await page.goto(path);
      await expect(page.getByText('Last updated: 22 November 2026'), path).toBeVisible();
    }
  });

  test('a page links on to the next one, and its contents jump to a section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/support/faq');
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/support\/faq#payments$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Payments' })).toBeInViewport();

    await page.getByRole('navigation', { name: 'Read next' }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/support\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'support@partilha.pt' })).toHaveAttribute(
      'href',
      'mailto:support@partilha.pt',
    );
  });
});

test.describe('static pages in European Portuguese', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('partilha.language', 'pt-PT'));
  });

  test('the terms read in Portuguese and a clause link still reaches its clause', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/legal/terms#acceptable-use');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de Serviço', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Termos de Serviço · Partilha');
    await expect(page.getByText('Última atualização: 22 de novembro de 2026')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Utilização aceitável' })).toBeInViewport();
    await expectNoAxeViolations(page);
    await screenshotAt(page, 'static-pt-legal-terms', 'desktop');
    await screenshotAt(page, 'static-pt-legal-terms', 'phone');
  });

  test('the FAQ lists its sections, jumps to one and links on by Portuguese titles', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/support/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: 'Pagamentos' }).click();
    await expect(page).toHaveURL(/\/support\/faq#pagamentos$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Pagamentos' })).toBeInViewport();
    await screenshotAt(page, 'static-pt-support-faq', 'desktop');

    await page.getByRole('navigation', { name: 'Vê também' }).getByRole('link', { name: 'Contacta-nos' }).click();
    await expect(page).toHaveURL(/\/support\/contact$/);
    await expect(page.getByText(/Não há linha telefónica/)).toBeVisible();
  });
});
