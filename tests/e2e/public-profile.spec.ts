// The public profile over the real server: the public fields show, the e-mail never does, and the
// phone only once its owner chose to show it — the server leaves it out otherwise.
import { createUser, equipmentListing, records, serviceListing } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, listingOf, signInAs } from './support';

const PHONE = '+351 912 345 678';

test.describe('public profile', () => {
  test('shows the public fields and listings, never the e-mail, and the phone only when its owner shows it', async ({
    page,
  }) => {
    const api = await admin();
    const owner = await createUser(api, {
      profile: {
        displayName: 'Inês Rocha',
        bio: 'Carpenter on weekends. I also lend my tools.',
        languages: ['Portuguese', 'English'],
        serviceCategories: ['furniture-assembly'],
        equipmentCategories: ['power-tools'],
        phoneNumber: PHONE,
        showPhone: false,
      },
    });
    expect((await api.patch(records('users', owner.id), { verifiedProvider: true })).status).toBe(200);
    await listingOf(owner, serviceListing({ title: 'Shelves put up straight' }), ['shelf.png']);
    await listingOf(owner, equipmentListing({ title: 'Mitre saw' }));

    await page.goto(`/profile/${owner.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inês Rocha' })).toBeVisible();
    await expect(page.getByText('Verified Provider')).toBeVisible();
    await expect(page.getByText('As a provider')).toBeVisible();
    await expect(page.getByText('No reviews yet').first()).toBeVisible();
    // Others see the city and postal area, never the full code (ADR 0012).
    await expect(page.getByRole('definition').filter({ hasText: 'Lisboa, 1300' })).toBeVisible();
    const year = new Date().getFullYear();
    await expect(page.getByText(new RegExp(`^\\s*[A-Z][a-z]+ ${year}$`))).toBeVisible();
    await expect(page.getByText('Carpenter on weekends. I also lend my tools.')).toBeVisible();
    await expect(page.getByText('Portuguese, English')).toBeVisible();
    await expect(page.getByText('Furniture Assembly')).toBeVisible();
    await expect(page.getByText('Power Tools')).toBeVisible();
    // No booking ended yet: too early for a level (ADR 0012).
    await expect(page.getByRole('group', { name: 'Booking Reliability' })).toContainText('New member0 bookings so far');

    await expect(page.getByRole('tab', { name: 'Listings (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Active Listings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shelves put up straight' })).toHaveAttribute(
      'href',
      /^\/marketplace\/services\//,
    );
    await expect(page.getByRole('link', { name: 'Mitre saw' })).toHaveAttribute('href', /^\/marketplace\/equipment\//);
    await expect(page.getByText('€25/hr')).toBeVisible();
    await expect(page.getByText('No image')).toBeVisible();

    // Private by default: neither the phone nor the e-mail is anywhere on the page.
    const text = await page.locator('body').innerText();
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(owner.email);
    expect(text).not.toContain('1300-431');
    await screenshotAt(page, 'profile', 'desktop');
    await screenshotAt(page, 'profile', 'phone');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Reviews (0)' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('No reviews yet');
    await expectNoAxeViolations(page);

    // The owner chooses to show the phone in Settings; now the server sends it, and it shows.
    await signInAs(page, owner);
    await page.goto('/account/settings');
    await page.getByRole('checkbox', { name: 'Show my phone number on my public profile' }).check({ force: true });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('partilha_auth'));

    await page.goto(`/profile/${owner.id}`);
    await expect(page.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+351912345678');
  });

  test('a member with nothing listed, and an unknown profile', async ({ page }) => {
    const newcomer = await createUser(await admin(), { profile: { displayName: 'Tiago' } });
    await page.goto(`/profile/${newcomer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiago' })).toBeVisible();
    await expect(page.getByText('Verified Provider')).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Listings (0)' })).toBeVisible();
    await expect(page.getByText('No active listings')).toBeVisible();
    await screenshotAt(page, 'profile-empty', 'phone');

    await page.goto('/profile/doesnotexist123');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Not Found' })).toBeVisible();
    await expect(page.getByText('User not found')).toBeVisible();
    await screenshotAt(page, 'profile-not-found', 'desktop');
    await screenshotAt(page, 'profile-not-found', 'phone');
    await expectNoAxeViolations(page);
  });
});
