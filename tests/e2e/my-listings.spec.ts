// The account dashboard and My Listings over the real server: the member's own listings (newest
// first, by type), figures computed from real bookings and the owner review summary, "View all"
// into the right tab, and deleting a listing through the confirmation — including when the
// server refuses because it is already gone.
import { addDays, lisbonIsoDate } from '@partilha/domain';
import type { Page } from '@playwright/test';
import { createUser, equipmentListing, records, serviceListing, type Api } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, listingOf, signInAs } from './support';

/** A booking written straight into the collection by the superuser (the booking routes are another issue's). */
async function booking(api: Api, fields: Record<string, unknown>): Promise<void> {
  const created = await api.post(records('bookings'), {
    listingType: 'service',
    listingTitle: 'A booking',
    hoursPerDay: 2,
    paymentStatus: 'pending',
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
}

function stat(page: Page, label: string) {
  return page.locator('.dashboard-stat', { hasText: label }).getByRole('definition');
}

test.describe('dashboard and My Listings', () => {
  test("show the member's own listings and real figures, open the right tab and delete a listing", async ({ page }) => {
    const api = await admin();
    const owner = await createUser(api, { profile: { displayName: 'Rita Owner' } });
    const renter = await createUser(api, { profile: { displayName: 'Rui Renter' } });
    const services: Record<string, string> = {};
    for (const [index, name] of ['Service one', 'Service two', 'Service three', 'Service four'].entries()) {
      services[name] = await listingOf(owner, serviceListing({ title: name }), index === 3 ? ['photo.png'] : []);
    }
    const drill = await listingOf(owner, equipmentListing({ title: 'Cordless drill' }), ['photo.png']);
    // Someone else's listing never shows among the owner's.
    await listingOf(renter, serviceListing({ title: 'Not mine at all' }));

    // Figures: 2 bookings under way on the owner's listings (approved, pending), 1 rental of
    // theirs under way, and €150.50 earned from this month's approved and completed bookings.
    const today = lisbonIsoDate(new Date());
    const longAgo = addDays(today, -70);
    const onMine = { owner: owner.id, renter: renter.id, listing: services['Service one'] };
    await booking(api, { ...onMine, status: 'approved', totalPrice: 120, startDate: today, endDate: today });
    await booking(api, { ...onMine, status: 'completed', totalPrice: 30.5, startDate: today, endDate: today });
    await booking(api, { ...onMine, status: 'pending', totalPrice: 999, startDate: today, endDate: today });
    await booking(api, { ...onMine, status: 'rejected', totalPrice: 999, startDate: today, endDate: today });
    await booking(api, { ...onMine, status: 'completed', totalPrice: 500, startDate: longAgo, endDate: longAgo });
    const asRenter = { owner: renter.id, renter: owner.id };
    await booking(api, { ...asRenter, status: 'negotiating', totalPrice: 40, startDate: today, endDate: today });
    await booking(api, { ...asRenter, status: 'cancelled', totalPrice: 40, startDate: today, endDate: today });
    // The owner review summary as the reviews issue will store it.
    const summary = await api.post(records('review_summaries'), {
      key: `owner_${owner.id}`,
      reviewType: 'owner',
      target: owner.id,
      totalReviews: 2,
      averageRating: 4.5,
    });
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);

    await signInAs(page, owner);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(stat(page, 'Total Listings')).toHaveText('5');
    await expect(stat(page, 'Owner Rating')).toContainText('4.5 (2 reviews)');
    await expect(stat(page, 'Active Bookings')).toHaveText('2');
    await expect(stat(page, 'Your Rentals')).toHaveText('1');
    await expect(stat(page, 'Monthly Earnings')).toHaveText('€150.50');
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toContainText('No recent activity to display');

    const myServices = page.getByRole('region', { name: 'My Services' });
    await expect(myServices.getByRole('listitem')).toHaveText([/Service four/, /Service three/, /Service two/]);
    await expect(myServices.getByRole('button', { name: 'Edit Service four' })).toHaveAttribute(
      'href',
      `/account/listings/${services['Service four']}/edit`,
    );
    const myEquipment = page.getByRole('region', { name: 'My Equipment' });
    await expect(myEquipment.getByRole('listitem')).toHaveText([/Cordless drill/]);
    await expect(myEquipment.getByRole('button', { name: 'Edit Cordless drill' })).toHaveAttribute(
      'href',
      `/account/listings/${drill}/edit`,
    );
    await expect(myEquipment.getByRole('link', { name: /View all/ })).toHaveCount(0);
    await expect(page.getByText('Not mine at all')).toHaveCount(0);
    await screenshotAt(page, 'dashboard', 'desktop');
    await screenshotAt(page, 'dashboard', 'phone');
    await expectNoAxeViolations(page);

    // "View all" opens the Services tab of My Listings with every service.
    await myServices.getByRole('link', { name: 'View all services' }).click();
    await expect(page).toHaveURL(/\/account\/listings\?tab=services$/);
    await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    const grid = page.getByRole('list', { name: 'My services' });
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText([
      'Service four',
      'Service three',
      'Service two',
      'Service one',
    ]);
    await expect(grid.getByRole('button', { name: 'View Details of Service two' })).toHaveAttribute(
      'href',
      `/account/listings/${services['Service two']}`,
    );
    await expect(grid.getByRole('button', { name: 'Edit Service two' })).toHaveAttribute(
      'href',
      `/account/listings/${services['Service two']}/edit`,
    );
    await screenshotAt(page, 'my-listings', 'desktop');
    await screenshotAt(page, 'my-listings', 'phone');
    await expectNoAxeViolations(page);

    // The Equipment tab, kept in the address so a reload stays on it.
    await page.getByRole('tab', { name: 'Equipment' }).click();
    await expect(page).toHaveURL(/\?tab=equipment$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Equipment' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'My equipment' }).getByRole('heading', { level: 2 })).toHaveText([
      'Cordless drill',
    ]);
    await expect(page.getByText('€12.50/day')).toBeVisible();
    await screenshotAt(page, 'my-listings-equipment', 'desktop');

    // Delete: Cancel keeps the listing; Delete removes it on the server.
    await page.getByRole('tab', { name: 'Services' }).click();
    await grid.getByRole('button', { name: 'Delete Service two' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this listing?' });
    await expect(dialog).toContainText(
      'This action cannot be undone. The listing will be permanently deleted from our servers.',
    );
    await screenshotAt(page, 'my-listings-delete-dialog', 'phone');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(grid.getByRole('heading', { name: 'Service two' })).toBeVisible();

    await grid.getByRole('button', { name: 'Delete Service two' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Listing deleted successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(['Service four', 'Service three', 'Service one']);
    expect((await api.get(records('listings', services['Service two']))).status).toBe(404);

    // A listing that disappears meanwhile (deleted in another tab): the server refuses, the page says so.
    await grid.getByRole('button', { name: 'Delete Service three' }).click();
    expect((await owner.api.delete(records('listings', services['Service three']))).status).toBe(204);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Failed to delete listing. Please try again.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The list is read again, so it shows what the server holds.
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText(['Service four', 'Service one']);

    // The dashboard follows: 3 listings left, so no "View all" for services any more.
    await page.goto('/account/dashboard');
    await expect(stat(page, 'Total Listings')).toHaveText('3');
    await expect(myServices.getByRole('listitem')).toHaveText([/Service four/, /Service one/]);
    await expect(myServices.getByRole('link', { name: /View all/ })).toHaveCount(0);
  });

  test('a member with nothing listed or booked sees zeros and the ways to start', async ({ page }) => {
    const newcomer = await createUser(await admin(), { profile: { displayName: 'Nuno New' } });
    await signInAs(page, newcomer);
    await page.goto('/account');
    await expect(stat(page, 'Total Listings')).toHaveText('0');
    await expect(stat(page, 'Owner Rating')).toContainText('No reviews yet');
    await expect(stat(page, 'Active Bookings')).toHaveText('0');
    await expect(stat(page, 'Your Rentals')).toHaveText('0');
    await expect(stat(page, 'Monthly Earnings')).toHaveText('€0');
    const myServices = page.getByRole('region', { name: 'My Services' });
    await expect(myServices).toContainText("You haven't created any service listings yet");
    await expect(myServices.getByRole('button', { name: 'Create Service' })).toHaveAttribute('href', '/create/service');
    const myEquipment = page.getByRole('region', { name: 'My Equipment' });
    await expect(myEquipment).toContainText("You haven't created any equipment listings yet");
    await expect(myEquipment.getByRole('button', { name: 'List Equipment' })).toHaveAttribute(
      'href',
      '/create/equipment',
    );
    await screenshotAt(page, 'dashboard-empty', 'desktop');
    await screenshotAt(page, 'dashboard-empty', 'phone');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'My Listings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Services' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText("You haven't created any service listings yet")).toBeVisible();
    await screenshotAt(page, 'my-listings-empty', 'desktop');
    await screenshotAt(page, 'my-listings-empty', 'phone');
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Equipment' }).click();
    await expect(page.getByText("You haven't created any equipment listings yet")).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('button', { name: 'List Equipment' })).toHaveAttribute(
      'href',
      '/create/equipment',
    );
  });
});
