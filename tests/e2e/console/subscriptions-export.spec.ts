// The Subscriptions screen over the real server: an operator narrows the list, unsubscribes one
// address with a reason, and exports the CSV. The downloaded file is read back byte for byte: the
// UTF-8 BOM, the header, RFC 4180 quoting (an address with a comma, quoted as the e-mail syntax
// allows) and a formula-neutralised cell (an address starting with "="), newest first.
import { formatDate, lisbonIsoDate } from '@partilha/domain';
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { admin } from '../support';
import { insertSubscriptionRow, subscribe } from './console-data';
import {
  createOperator,
  expectAuditEntry,
  heading,
  openConsole,
  openScreen,
  rowsWith,
  runTag,
  table,
  toast,
} from './console-support';

test.describe('subscriptions', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the exported CSV is the filtered list, byte for byte, and the export is audited', async ({ page }) => {
    const tag = runTag();
    const api = await admin();
    const operator = await createOperator(api, `Odete Operator ${tag}`);
    // Three sign-ups, oldest first. The second is an address whose quoted local part holds a comma:
    // valid e-mail syntax that PocketBase's e-mail field refuses through every API, so it is written
    // into the database as imported data would be. The third, through the website's route like
    // the first, starts with "=", which a spreadsheet would run as a formula.
    const ana = await subscribe(api, `ana.${tag}@example.pt`);
    const comma = insertSubscriptionRow(`"silva,ana.${tag}"@example.pt`, new Date());
    const formula = await subscribe(api, `=cmd+${tag}@example.pt`);
    const reason = `Asked to stop by e-mail ${tag}`;

    await openConsole(page, operator);
    await openScreen(page, 'Subscriptions');
    await page.getByRole('searchbox', { name: 'Search e-mail' }).fill(tag);
    await expect(table(page, 'Subscriptions').locator('tbody tr')).toHaveCount(3);
    await expect(page.getByText('3 subscriptions', { exact: true })).toBeVisible();

    await rowsWith(page, 'Subscriptions', ana.email)
      .getByRole('button', { name: `Change status of ${ana.email}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Change status of ${ana.email}` });
    await expect(dialog.getByRole('radio', { name: 'Unsubscribed' })).toBeChecked();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowsWith(page, 'Subscriptions', ana.email)).toContainText('Unsubscribed');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    await expect(toast(page, 'Subscriptions exported successfully')).toBeVisible();
    expect(download.suggestedFilename()).toBe(`partilha-subscriptions-${lisbonIsoDate(new Date())}.csv`);
    expect(download.suggestedFilename()).toMatch(/^partilha-subscriptions-\d{4}-\d{2}-\d{2}\.csv$/);

    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Dates as the website's export wrote them ("Nov 25, 2026"): they hold a comma, so they are quoted.
    const day = (row: { created: string }) => `"${formatDate(row.created)}"`;
    expect(day(ana)).toMatch(/^"[A-Z][a-z]{2} \d{1,2}, \d{4}"$/);
    const expected =
      '\uFEFFEmail,Date Subscribed,Status\r\n' +
      `'=cmd+${tag}@example.pt,${day(formula)},active\r\n` +
      `"""silva,ana.${tag}""@example.pt",${day(comma)},active\r\n` +
      `ana.${tag}@example.pt,${day(ana)},unsubscribed\r\n`;
    expect(bytes.toString('utf8')).toBe(expected);
    expect(bytes.equals(Buffer.from(expected, 'utf8'))).toBe(true);

    await expectAuditEntry(page, {
      action: 'Subscription status changed',
      target: ana.email,
      actor: `Odete Operator ${tag}`,
      reason,
    });
    // The export itself: who, how many rows, and no reason asked (exporting changes nothing).
    await page.getByRole('searchbox', { name: /^Search/ }).fill(`Odete Operator ${tag}`);
    await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Subscriptions exported' });
    const exported = table(page, 'Audit log').locator('tbody tr');
    await expect(exported).toHaveCount(1);
    await expect(exported.locator('td').nth(3)).toHaveText('3 subscription rows');
    await expect(heading(page, 'Audit log')).toBeVisible();
  });
});
