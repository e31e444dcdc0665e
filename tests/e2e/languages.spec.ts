// Partilha in European Portuguese and English (issue 19). A browser that says pt-PT gets every
// route in Portuguese: the rendered text (and the labels, titles and placeholders people meet
// through assistive technology) of each route carries no sentence of the English catalogues and no
// English line the same route shows in English, bar what members wrote. The choice of language is
// switched and kept, follows a member to another device, writes their e-mails, and search
// understands Portuguese category names. Screenshots of the main pages in pt-PT at 375 and 1440 px.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { allCatalogues, STATIC_PAGE_PATHS } from '@partilha/domain';
import '@partilha/domain/portuguese';
import { createUser, equipmentListing, records, serviceListing, type TestUser } from '../support/api-client';
import { expect, screenshotAt, test, waitForMail } from './fixtures';
import { admin, bookingOf, listingOf, signInAs, weekdaysFromToday } from './support';

/**
 * What members wrote (this spec's and every other spec's on the shared server): shown the same in
 * both languages, so never counted as English. Read from the server before each scan.
 */
const MEMBER_TEXTS: string[] = [
  'Garden care by Rui',
  'I mow lawns, trim hedges and plant flower beds anywhere in Lisbon.',
  'Hedge trimmer Stihl',
  'A petrol hedge trimmer with a spare blade, cleaned after every rental.',
  'Rui Gardener',
  'Rui G.',
  'Ana S.',
  'Marta Owner',
  'Marta O.',
  'Carla Renter',
  'Carla R.',
  'Please bring the long ladder.',
  // The fixture listings' qualifications (tests/support/api-client.ts).
  'Ten years of experience',
];

/** English sentences of every catalogue whose Portuguese differs: none may be on a pt-PT page. */
function englishCatalogueSentences(): string[] {
  const sentences = new Set<string>();
  for (const catalogue of allCatalogues()) {
    for (const [key, english] of Object.entries(catalogue.en)) {
      const portuguese = catalogue['pt-PT']?.[key];
      if (typeof english !== 'string' || english === portuguese) continue;
      // Phrases of two words or more: a single word ("Email", "Total") may be the same in both.
      if (/[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(english)) sentences.add(english.trim());
    }
  }
  return [...sentences];
}

/** Everything a person reads or hears on the page: the title, the visible text and the labels. */
async function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = [document.title, ...document.body.innerText.split('\n')];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (element.closest('[hidden], #server-shell') || (element as HTMLElement).offsetParent === null) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    return lines.map((line) => line.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** Loads a route and waits until its data is in and nothing is loading. */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('.bp6-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Every text a member wrote that a page may show: listings, names, places, reviews, messages. */
async function readMemberTexts(): Promise<void> {
  const api = await admin();
  const sources: [string, string[]][] = [
    ['listings', ['title', 'description', 'city', 'qualifications', 'neighborhood']],
    ['users', ['displayName', 'firstName', 'lastName', 'city', 'bio']],
    ['reviews', ['title', 'comment', 'reply']],
    ['booking_messages', ['content']],
  ];
  for (const [collection, fields] of sources) {
    for (let page = 1; ; page += 1) {
      const answer = await api.get<{ items: Record<string, unknown>[]; totalPages: number }>(records(collection), {
        page: String(page),
        perPage: '500',
      });
      if (answer.status !== 200) break;
      for (const item of answer.body.items) {
        for (const field of fields) {
          const value = item[field];
          for (const text of Array.isArray(value) ? value : [value]) {
            if (typeof text === 'string' && text.trim()) MEMBER_TEXTS.push(text.trim());
          }
        }
        const name = `${String(item.firstName ?? '')} ${String(item.lastName ?? '')}`.trim();
        if (name) MEMBER_TEXTS.push(name);
      }
      if (page >= answer.body.totalPages) break;
    }
  }
}

/** A line of English words (two or more) once what members wrote is set aside. */
function isEnglishLooking(line: string): boolean {
  let rest = line;
  for (const text of MEMBER_TEXTS) if (text.length > 1 && rest.includes(text)) rest = rest.split(text).join(' ');
  line = rest;
  if (/@|https?:\/\//.test(line)) return false;
  // The brand is the same word in both languages ("Blog · Partilha" is one word and the brand).
  return /[A-Za-z]{2,}\W+[A-Za-z]{2,}/.test(line.replace(/\bPartilha\b/g, ''));
}

interface RouteFinding {
  path: string;
  english: string[];
}

/**
 * The English left on each route: catalogue sentences on the Portuguese page, and lines the
 * Portuguese page shows exactly as the English page does.
 */
async function englishOnRoutes(portuguese: Page, english: Page, paths: readonly string[]): Promise<RouteFinding[]> {
  // Whatever the English page's member saved, it is read in English.
  await english.goto('/api/health');
  await english.evaluate(() => localStorage.setItem('partilha.language', 'en'));
  const sentences = englishCatalogueSentences();
  await readMemberTexts();
  const findings: RouteFinding[] = [];
  for (const path of paths) {
    await settle(portuguese, path);
    const words = await pageWords(portuguese);
    const text = words.join('\n');
    const fromCatalogues = sentences.filter((sentence) => text.includes(sentence));
    await settle(english, path);
    const englishLines = new Set(await pageWords(english));
    const unchanged = words.filter((line) => englishLines.has(line) && isEnglishLooking(line));
    const found = [...new Set([...fromCatalogues, ...unchanged])];
    if (found.length > 0) findings.push({ path, english: found });
  }
  return findings;
}

async function contextIn(browser: Browser, locale: 'pt-PT' | 'en-GB', user?: TestUser): Promise<BrowserContext> {
  const context = await browser.newContext({ locale });
  if (user) await signInAs(await context.newPage(), user);
  return context;
}

test.describe('Partilha in Portuguese (issue 19)', () => {
  let owner: TestUser;
  let renter: TestUser;
  let serviceId = '';
  let equipmentId = '';
  let bookingId = '';

  test.beforeAll(async () => {
    const api = await admin();
    owner = await createUser(api, {
      profile: { displayName: 'Rui G.', firstName: 'Rui', lastName: 'Gardener', preferredLanguage: 'en' },
    });
    renter = await createUser(api, {
      profile: { displayName: 'Carla R.', firstName: 'Carla', lastName: 'Renter', preferredLanguage: 'pt-PT' },
    });
    serviceId = await listingOf(
      owner,
      serviceListing({
        title: 'Garden care by Rui',
        description: 'I mow lawns, trim hedges and plant flower beds anywhere in Lisbon.',
        category: 'gardening',
      }),
      ['garden.png'],
    );
    equipmentId = await listingOf(
      owner,
      equipmentListing({
        title: 'Hedge trimmer Stihl',
        description: 'A petrol hedge trimmer with a spare blade, cleaned after every rental.',
        category: 'gardening-tools',
      }),
      ['trimmer.png'],
    );
    bookingId = await bookingOf(renter, serviceId, weekdaysFromToday(9, 2), { notes: 'Please bring the long ladder.' });
  });

  test('a visitor whose browser says pt-PT reads every public route in Portuguese', async ({ browser }) => {
    test.setTimeout(240_000);
    const portuguese = await (await contextIn(browser, 'pt-PT')).newPage();
    const english = await (await contextIn(browser, 'en-GB')).newPage();
    await portuguese.goto('/home');
    await expect(portuguese.locator('html')).toHaveAttribute('lang', 'pt-PT');

    const paths = [
      '/home',
      '/search',
      '/search?search=garden',
      '/marketplace',
      '/marketplace/services',
      '/marketplace/equipment',
      `/marketplace/services/${serviceId}`,
      `/marketplace/equipment/${equipmentId}`,
      `/profile/${owner.id}`,
      '/widgets',
      '/auth/login',
      '/auth/signup',
      '/auth/forgot-password',
      '/auth/reset-password',
      '/auth/verify-email',
      '/report',
      ...STATIC_PAGE_PATHS,
    ];
    expect(await englishOnRoutes(portuguese, english, paths)).toEqual([]);
  });

  test('a Portuguese member reads every route of their account in Portuguese', async ({ browser }) => {
    test.setTimeout(240_000);
    const portuguese = await (await contextIn(browser, 'pt-PT', renter)).newPage();
    // The English page is the owner's (an English member) view of the same routes: what both show
    // alike and is not a member's words is a text left in English.
    const english = await (await contextIn(browser, 'en-GB', owner)).newPage();
    const paths = [
      '/account',
      '/account/dashboard',
      '/account/listings',
      '/account/bookings',
      `/account/bookings/${bookingId}`,
      '/account/settings',
      '/account/moderation',
      '/create/service',
      '/create/equipment',
      `/marketplace/services/${serviceId}`,
    ];
    const findings = await englishOnRoutes(portuguese, english, paths);
    expect(findings).toEqual([]);
  });

  test('switching to English and back sticks, and follows the member to another device', async ({ browser }) => {
    const member = await createUser(await admin(), { profile: { displayName: 'Marta O.', lastName: 'Owner' } });
    const inPortuguese = (page: Page) => expect(page.getByRole('navigation', { name: 'Apoio' })).toBeVisible();
    const inEnglish = (page: Page) => expect(page.getByRole('navigation', { name: 'Support' })).toBeVisible();
    // Device A: a Portuguese browser, where the member is signed in.
    const deviceA = await (await contextIn(browser, 'pt-PT', member)).newPage();
    await deviceA.goto('/home');
    await expect(deviceA.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await inPortuguese(deviceA);

    // The member switches to English in the footer: the page is English at once and after a reload.
    await deviceA.getByLabel('Idioma').last().selectOption('en');
    await expect(deviceA.locator('html')).toHaveAttribute('lang', 'en');
    await inEnglish(deviceA);
    await deviceA.reload();
    await expect(deviceA.locator('html')).toHaveAttribute('lang', 'en');
    await inEnglish(deviceA);
    await expect(deviceA).toHaveTitle(/^Partilha — share skills/);

    // Device B: another Portuguese browser is in Portuguese until the member signs in there.
    const deviceB = await (await contextIn(browser, 'pt-PT')).newPage();
    await deviceB.goto('/home');
    await inPortuguese(deviceB);
    await expect(deviceB).toHaveTitle(/^Partilha — partilha competências/);
    await signInAs(deviceB, member);
    await deviceB.goto('/home');
    await expect(deviceB.locator('html')).toHaveAttribute('lang', 'en');
    await inEnglish(deviceB);

    // Back to Portuguese on device B: device A follows when it next loads.
    await deviceB.getByLabel('Language').last().selectOption('pt-PT');
    await expect(deviceB.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await inPortuguese(deviceB);
    await deviceA.reload();
    await expect(deviceA.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await inPortuguese(deviceA);
  });

  test("each owner's booking request e-mail is in their own language", async () => {
    const api = await admin();
    const portugueseOwner = await createUser(api, {
      profile: { displayName: 'Marta O.', firstName: 'Marta', lastName: 'Owner', preferredLanguage: 'pt-PT' },
    });
    const theirListing = await listingOf(
      portugueseOwner,
      equipmentListing({ title: 'Hedge trimmer Stihl', category: 'gardening-tools' }),
    );
    // The same Portuguese renter asks both owners: each e-mail follows its recipient, not the sender.
    await bookingOf(renter, serviceId, weekdaysFromToday(20, 1));
    await bookingOf(renter, theirListing, weekdaysFromToday(22, 1));
    const english = await waitForMail(owner.email, /^New booking request for "Garden care by Rui"/);
    expect(english.text).toMatch(/Hello/);
    const portuguese = await waitForMail(portugueseOwner.email, /pedido de reserva/i);
    expect(portuguese.subject).toMatch(/Hedge trimmer Stihl/);
    expect(portuguese.text).toMatch(/Olá/);
    expect(portuguese.text).not.toMatch(/\b(Hello|booking request)\b/);
  });

  test('search understands category names in Portuguese', async ({ browser }) => {
    const page = await (await contextIn(browser, 'pt-PT')).newPage();
    await page.goto('/search?search=jardinagem');
    await expect(page.getByRole('heading', { name: 'Garden care by Rui' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hedge trimmer Stihl' }).first()).toBeVisible();
    await page.goto('/search?search=ferramentas');
    await expect(page.getByRole('heading', { name: 'Hedge trimmer Stihl' }).first()).toBeVisible();
    await expect(page.locator('#root').getByRole('heading', { name: 'Hedge trimmer Stihl' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Garden care by Rui' })).toHaveCount(0);
  });

  test('screenshots of the main pages in pt-PT at 375 and 1440 px, with nothing wider than the screen', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const page = await (await contextIn(browser, 'pt-PT', renter)).newPage();
    for (const [name, path] of [
      ['pt-home', '/home'],
      ['pt-search', '/search?search=jardinagem'],
      ['pt-listing', `/marketplace/services/${serviceId}`],
      ['pt-booking', `/account/bookings/${bookingId}`],
    ] as const) {
      for (const viewport of ['phone', 'desktop'] as const) {
        await page.setViewportSize(viewport === 'phone' ? { width: 375, height: 812 } : { width: 1440, height: 900 });
        await settle(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${name} at ${viewport}`).toBeLessThanOrEqual(0);
        await screenshotAt(page, name, viewport);
      }
    }
  });
});
