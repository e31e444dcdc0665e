// The operator console in European Portuguese (issue 19): an operator whose browser says pt-PT
// signs in and reads the overview in Portuguese, with no sentence of the English catalogues on it,
// switches to English and back in the top bar; screenshots of the overview at 375 and 1440 px,
// looked at for overflow from longer Portuguese words.
import { allCatalogues } from '@partilha/domain';
import '@partilha/domain/portuguese';
import { expect, screenshotAt, test } from '../fixtures';
import { admin } from '../support';
import { consoleUrl, createOperator, heading, runTag, serverUrl } from './console-support';

test.use({ locale: 'pt-PT' });

/** English catalogue sentences (two words or more) whose Portuguese differs. */
function englishSentences(): string[] {
  return allCatalogues().flatMap((catalogue) =>
    Object.entries(catalogue.en)
      .filter(([key, english]) => typeof english === 'string' && english !== catalogue['pt-PT']?.[key])
      .map(([, english]) => String(english).trim())
      .filter((english) => /[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(english)),
  );
}

test('an operator reads the console in Portuguese and can switch it to English and back', async ({ page }) => {
  test.setTimeout(120_000);
  const operator = await createOperator(await admin(), `Sara Portuguesa ${runTag()}`);

  await page.goto(consoleUrl());
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await page.getByLabel('Endereço do servidor').fill(serverUrl());
  await page.getByLabel('E-mail').fill(operator.email);
  await page.getByLabel('Palavra-passe').fill(operator.password);
  await page.getByRole('button', { name: 'Iniciar sessão' }).click();
  await expect(heading(page, 'Visão geral')).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');

  const text = await page.evaluate(() => document.body.innerText);
  expect(englishSentences().filter((sentence) => text.includes(sentence))).toEqual([]);

  for (const viewport of ['phone', 'desktop'] as const) {
    await screenshotAt(page, 'pt-console-overview', viewport);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, viewport).toBeLessThanOrEqual(0);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel('Idioma').selectOption('en');
  await expect(heading(page, 'Overview')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Language').selectOption('pt-PT');
  await expect(heading(page, 'Visão geral')).toBeVisible();
});
