// The website's Report (EU DSA Art. 16 notices) over the real server and mail catcher: a guest
// reports a listing and confirms through the link of the real e-mail; the form refuses what the
// domain refuses (no good-faith tick, no legal ground for illegal content); a member reports a
// review and its button then says Reported, also after a reload; the standalone report page the
// partner widgets link to. Screenshots of the dialog at 375 and 1440 px; axe on every state.
// Blueprint draws its radios and checkboxes over the real inputs, so they are checked with force
// (as account-settings.spec.ts does); check() still fails when the state did not change.
import type { Locator, Page } from '@playwright/test';
import { MODERATION_MESSAGES } from '@partilha/domain';
import { createUser, records, serviceListing, uniqueEmail, type TestUser } from '../support/api-client';
import { expect, expectNoAxeViolations, linkFromMail, screenshotAt, test, waitForMail } from './fixtures';
import { COMPLETED_LONG_AGO, admin, listingOf, signInAs } from './support';

const EXPLANATION = 'The owner asks for payment by bank transfer before any booking, outside Partilha.';

interface StoredNotice {
  id: string;
  status: string;
  reason: string;
  targetId: string;
  notifierName: string;
  notifierEmail: string;
  notifierUser: string;
}

/** The notices the server stored about an item, read by the superuser. */
async function noticesOn(targetId: string): Promise<StoredNotice[]> {
  const found = await (await admin()).get(records('moderation_notices'), { filter: `targetId = "${targetId}"` });
  expect(found.status, JSON.stringify(found.body)).toBe(200);
  return found.body.items as StoredNotice[];
}

/** A review of `owner` by `renter` after a completed booking (written by the superuser: the hooks keep the summary). */
async function reviewOf(owner: TestUser, renter: TestUser, title: string): Promise<string> {
  const api = await admin();
  const listing = await listingOf(owner, serviceListing({ title: `Lent for ${title}` }));
  const booking = await api.post(records('bookings'), {
    listing,
    owner: owner.id,
    renter: renter.id,
    status: 'completed',
    totalPrice: 40,
  });
  expect(booking.status, JSON.stringify(booking.body)).toBe(200);
  const review = await api.post(records('reviews'), {
    booking: booking.body.id,
    listing,
    reviewer: renter.id,
    reviewee: owner.id,
    reviewType: 'owner',
    overallRating: 1,
    categoryRatings: { communication: 1, reliability: 1 },
    title,
    content: 'Call me on 912 345 678 for a better deal somewhere else.',
    status: 'active',
    isPublic: true,
    isVerified: true,
    helpfulCount: 0,
    reportCount: 0,
    // Published (both reviewed, or the blind period is over): anyone reads it.
    publishedAt: COMPLETED_LONG_AGO,
  });
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  return review.body.id as string;
}

function reportDialog(page: Page, kind: 'listing' | 'profile' | 'review'): Locator {
  return page.getByRole('dialog', { name: `Report ${kind}` });
}

test.describe('reporting content on the website', () => {
  // Long flows on a shared machine: pages, axe and the mail catcher take their time.
  test.setTimeout(180_000);

  test('a guest reports a listing, is told what is missing, and confirms through the e-mailed link', async ({
    page,
  }) => {
    const owner = await createUser(await admin(), { profile: { displayName: 'Olga Owner' } });
    const title = `Drill to lend ${Date.now()}`;
    const listing = await listingOf(owner, serviceListing({ title }));
    const guest = { name: 'Gil Guest', email: uniqueEmail('guest-notifier') };

    await page.goto(`/marketplace/services/${listing}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Report listing' }).click();
    const dialog = reportDialog(page, 'listing');
    await expect(dialog).toContainText(title);
    await expect(dialog.getByLabel('Your name')).toBeEditable();

    // Nothing filled in: every problem in the domain's words, and the first field takes the focus.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(MODERATION_MESSAGES.invalidReason)).toBeVisible();
    await expect(dialog.getByText(MODERATION_MESSAGES.explanationRequired)).toBeVisible();
    await expect(dialog.getByText(MODERATION_MESSAGES.nameRequired)).toBeVisible();
    await expect(dialog.getByText(MODERATION_MESSAGES.emailRequired)).toBeVisible();
    await expect(dialog.getByText(MODERATION_MESSAGES.goodFaithRequired)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Illegal content' })).toBeFocused();
    await expectNoAxeViolations(page);

    // Illegal content asks for the law; the problems follow the corrections.
    await dialog.getByRole('radio', { name: 'Illegal content' }).check({ force: true });
    await dialog.getByLabel('Explanation').fill(EXPLANATION);
    await expect(dialog.getByText(`${EXPLANATION.length}/2,000`)).toBeVisible();
    await dialog.getByLabel('Your name').fill(guest.name);
    await dialog.getByLabel('Your e-mail address').fill(guest.email);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(MODERATION_MESSAGES.legalGroundRequired)).toBeVisible();
    await expect(dialog.getByLabel(/Which law/)).toBeFocused();
    await dialog.getByRole('radio', { name: 'Scam or fraud' }).check({ force: true });
    await expect(dialog.getByLabel(/Which law/)).toHaveCount(0);

    // Everything but the good-faith statement: refused before anything is sent.
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText(MODERATION_MESSAGES.goodFaithRequired)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /accurate and complete/ })).toBeFocused();
    await screenshotAt(page, 'moderation-report-dialog-errors', 'phone');
    await expectNoAxeViolations(page);
    expect(await noticesOn(listing)).toEqual([]);

    await dialog.getByRole('checkbox', { name: /accurate and complete/ }).check({ force: true });
    await expect(dialog.getByText(MODERATION_MESSAGES.goodFaithRequired)).toHaveCount(0);
    await screenshotAt(page, 'moderation-report-dialog', 'phone');
    await screenshotAt(page, 'moderation-report-dialog', 'desktop');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(MODERATION_MESSAGES.noticeConfirmEmailSent);
    await screenshotAt(page, 'moderation-report-dialog-guest-sent', 'phone');
    await expectNoAxeViolations(page);
    expect(await noticesOn(listing)).toMatchObject([
      { status: 'unconfirmed', reason: 'scam_fraud', notifierName: guest.name, notifierEmail: guest.email },
    ]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // The link of the real e-mail confirms the report, once.
    const mail = await waitForMail(guest.email, /confirm your report/i);
    const link = linkFromMail(mail, '/report/confirm');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your report' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(MODERATION_MESSAGES.noticeConfirmed);
    await screenshotAt(page, 'moderation-report-confirmed', 'phone');
    await expectNoAxeViolations(page);
    expect(await noticesOn(listing)).toMatchObject([{ status: 'open', notifierEmail: guest.email }]);
    await waitForMail(guest.email, /We received your report/);

    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(MODERATION_MESSAGES.noticeConfirmInvalid);
  });

  test('a member reports a review, and its button then says Reported', async ({ page }) => {
    const api = await admin();
    const [owner, renter, member] = await Promise.all([
      createUser(api, { profile: { displayName: 'Rita Reviewed' } }),
      createUser(api, { profile: { displayName: 'Rui Renter' } }),
      createUser(api, { profile: { displayName: 'Marta Member' } }),
    ]);
    const title = `Rude review ${Date.now()}`;
    const reviewId = await reviewOf(owner, renter, title);

    await signInAs(page, member);
    await page.goto(`/profile/${owner.id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: `Report: ${title}` }).click();
    const dialog = reportDialog(page, 'review');
    await expect(dialog).toContainText(`“${title}” by Rui Renter`);
    // The member's name and e-mail come from the account and cannot be changed here.
    await expect(dialog.getByLabel('Your name')).toHaveValue('Marta Member');
    await expect(dialog.getByLabel('Your e-mail address')).toHaveValue(member.email);
    await expect(dialog.getByLabel('Your e-mail address')).not.toBeEditable();
    await dialog.getByRole('radio', { name: 'Discrimination or harassment' }).check({ force: true });
    await dialog.getByLabel('Explanation').fill('It pushes people to deal outside Partilha, with a phone number.');
    await dialog.getByRole('checkbox', { name: /accurate and complete/ }).check({ force: true });
    await screenshotAt(page, 'moderation-report-dialog-member', 'desktop');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toContainText(MODERATION_MESSAGES.noticeReceived);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: `Reported: ${title}` })).toBeDisabled();
    expect(await noticesOn(reviewId)).toMatchObject([{ status: 'open', notifierUser: member.id }]);
    await waitForMail(member.email, /We received your report/);

    // A new visit reads the member's report back from the server.
    await page.reload();
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await expect(
      page.getByRole('article', { name: title }).getByRole('button', { name: `Reported: ${title}` }),
    ).toBeDisabled();
    await expectNoAxeViolations(page);

    // The server refuses a second notice by the same member on the same review, in its words.
    const again = await member.api.post('/api/moderation/notices', {
      kind: 'review',
      targetId: reviewId,
      reason: 'spam',
      explanation: 'Reporting the same review again.',
      goodFaith: true,
    });
    expect(again).toMatchObject({ status: 409, body: { message: MODERATION_MESSAGES.alreadyReported } });
  });

  test('Report is offered to everyone but the owner, and the report page works on its own', async ({ page }) => {
    const owner = await createUser(await admin(), { profile: { displayName: 'Paulo Owner' } });
    const title = `Ladder ${Date.now()}`;
    const listing = await listingOf(owner, serviceListing({ title }));

    // The owner sees no Report on their own listing or profile.
    await signInAs(page, owner);
    await page.goto(`/marketplace/services/${listing}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report listing' })).toHaveCount(0);
    await page.goto(`/profile/${owner.id}`);
    await expect(page.getByRole('heading', { name: 'Paulo Owner' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report profile' })).toHaveCount(0);

    // A visitor can report the profile from the page, and through the page the widgets link to.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/profile/${owner.id}`);
    await page.getByRole('button', { name: 'Report profile' }).click();
    await expect(reportDialog(page, 'profile')).toContainText('Paulo Owner');
    await page.keyboard.press('Escape');
    await expect(reportDialog(page, 'profile')).toBeHidden();

    await page.goto(`/report?kind=profile&id=${owner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Report profile' })).toBeVisible();
    await expect(page.getByText('Paulo Owner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to what you reported' })).toHaveAttribute(
      'href',
      `/profile/${owner.id}`,
    );
    await screenshotAt(page, 'moderation-report-page', 'phone');
    await expectNoAxeViolations(page);

    await page.goto('/report?kind=listing&id=doesnotexist1234');
    await expect(page.getByText(MODERATION_MESSAGES.targetNotFound)).toBeVisible();
    await page.goto('/report?kind=booking&id=x');
    await expect(page.getByText(/This report link is not complete/)).toBeVisible();
  });
});
