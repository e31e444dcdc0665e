import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where page screenshots go, to be looked at by a person (git-ignored). */
export const SCREENSHOT_DIR = join(process.cwd(), 'tests', 'screenshots');

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** The base URL comes from the server the global setup started (a free port each run). */
export const test = base.extend({
  // Playwright reads fixture dependencies from the destructuring pattern, so it must stay empty.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.PARTILHA_E2E_URL;
    if (!url) throw new Error('PARTILHA_E2E_URL is not set: run through `playwright test` (global setup).');
    await use(url);
  },
});

export { expect };

/**
 * Full-page screenshot at a named viewport, saved under tests/screenshots/{name}-{viewport}.png.
 * Taken from the top of the page, so the sticky header sits where a visitor sees it.
 */
export async function screenshotAt(page: Page, name: string, viewport: keyof typeof VIEWPORTS): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.setViewportSize(VIEWPORTS[viewport]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${viewport}.png`), fullPage: true });
}

/** Fails with the list of violations when axe finds any on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
  expect(summary).toEqual([]);
}

/** An e-mail as the global setup's mail catcher received it. */
export interface ReceivedMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through \`playwright test\` (global setup).`);
  return value;
}

export interface WaitForMailOptions {
  /** Give up after this long (default 15 s). */
  timeoutMs?: number;
  /** Only e-mails received at or after this moment (e.g. the second reset e-mail of one address). */
  since?: Date;
}

/**
 * The newest e-mail to `to` whose subject matches, polling the catcher's inbox
 * (PARTILHA_E2E_MAIL_URL). PocketBase sends account e-mails just after it answers, so they are
 * waited for rather than read once.
 */
export async function waitForMail(
  to: string,
  subjectMatch: RegExp,
  options: WaitForMailOptions = {},
): Promise<ReceivedMail> {
  const inbox = `${requiredEnv('PARTILHA_E2E_MAIL_URL')}/api/messages`;
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const address = to.toLowerCase();
  for (;;) {
    const mails = (await (await fetch(inbox)).json()) as ReceivedMail[];
    const found = mails.find(
      (mail) =>
        mail.to.some((recipient) => recipient.toLowerCase() === address) &&
        subjectMatch.test(mail.subject) &&
        (!options.since || new Date(mail.receivedAt).getTime() >= options.since.getTime()),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.to.join(',')}: ${mail.subject}`).join('; ') || 'none';
      throw new Error(`No e-mail to ${to} matching ${subjectMatch} (inbox: ${seen})`);
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
}

/**
 * The first link in the e-mail (HTML, then text) that starts with the site's URL + pathPrefix,
 * e.g. linkFromMail(mail, '/auth/verify-email') → 'http://127.0.0.1:…/auth/verify-email?mode=…&oobCode=…'.
 */
export function linkFromMail(mail: Pick<ReceivedMail, 'html' | 'text'>, pathPrefix: string): string {
  const start = `${requiredEnv('PARTILHA_E2E_URL')}${pathPrefix}`;
  const links = [
    ...[...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&')),
    ...(mail.text.match(/https?:\/\/[^\s)\]>"]+/g) ?? []),
  ];
  const link = links.find((candidate) => candidate.startsWith(start));
  if (!link) throw new Error(`No link starting with ${start} in the e-mail (links: ${links.join(', ') || 'none'})`);
  return link;
}

/** The local OpenID Connect provider's account, and the provider name its sign-in button shows. */
export function oidcAccount(): { email: string; name: string; displayName: string } {
  return JSON.parse(requiredEnv('PARTILHA_E2E_OIDC_ACCOUNT')) as { email: string; name: string; displayName: string };
}

/** The e2e server's superuser, for checking what the server stored. */
export function e2eSuperuser(): { email: string; password: string } {
  return JSON.parse(requiredEnv('PARTILHA_E2E_SUPERUSER')) as { email: string; password: string };
}
