// The sign-in and sign-up screens in European Portuguese (issue 19): a visitor who chose pt-PT
// reads the labels, the schemas' messages and the server's refusals in Portuguese.
import { uniqueEmail } from '../support/api-client';
import { expect, expectNoAxeViolations, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('partilha.language', 'pt-PT'));
});

test('the login form speaks Portuguese, its field messages and the refusal too', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Olá de novo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Esqueceste-te da palavra-passe?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-address');
  await page.getByLabel('Palavra-passe').fill('123');
  await page.locator('#main').getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
  await expect(page.getByText('Endereço de e-mail inválido')).toBeVisible();
  await expect(page.getByText('A palavra-passe tem de ter pelo menos 6 caracteres')).toBeVisible();

  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('ninguem'));
  await page.getByLabel('Palavra-passe').fill('wrong-password');
  await page.locator('#main').getByRole('button', { name: 'Iniciar sessão', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Não foi possível iniciar sessão. Verifica os teus dados e tenta novamente.',
  );
  await expectNoAxeViolations(page);
});

test('the sign-up form states the password policy and its rules in Portuguese', async ({ page }) => {
  await page.goto('/auth/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  await expect(page.getByText(/Pelo menos 8 caracteres/)).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('novo'));
  await page.getByLabel('Palavra-passe', { exact: true }).fill('abc');
  await page.getByLabel('Confirmar palavra-passe').fill('abd');
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page.getByText('As palavras-passe não coincidem')).toBeVisible();
});
