// The create wizard over the real server, in Chromium: every step of a service and of an
// equipment listing, the step checks, the uploader's refusals (PDF, 6 MB, a sixth image), the
// browser resize to 1920x1080 JPEG, a refusal from the server shown as banner and toast, and the
// new listing in My Listings. Screenshots of every step at phone and desktop, axe on each.
import type { Locator, Page } from '@playwright/test';
import { AMOUNT_MESSAGES } from '@partilha/domain';
import { createUser, records } from '../support/api-client';
import { expect, expectNoAxeViolations, screenshotAt, test } from './fixtures';
import { admin, painted, signInAs, toast, type FileUpload } from './support';

/** 6 MB that starts like a PNG: refused for its size before anything reads it. */
function sixMegabytePng(): FileUpload {
  const buffer = Buffer.alloc(6 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return { name: 'huge-photo.png', mimeType: 'image/png', buffer };
}

const PDF: FileUpload = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

const stepTitle = (page: Page) => page.locator('.listing-form__step-title');
const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Screenshots at both sizes and axe. */
async function capture(page: Page, name: string): Promise<void> {
  await screenshotAt(page, name, 'desktop');
  await screenshotAt(page, name, 'phone');
  await expectNoAxeViolations(page);
}

async function chooseFiles(page: Page, files: FileUpload[]): Promise<void> {
  await page.getByLabel('Listing image files').setInputFiles(files);
}

/** Width, height and type of a stored listing image, as the browser decodes it. */
async function storedImage(page: Page, url: string): Promise<{ width: number; height: number; type: string }> {
  return page.evaluate(async (address) => {
    const blob = await (await fetch(address)).blob();
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, type: blob.type };
  }, url);
}

async function expectStep(page: Page, title: string, number: number): Promise<void> {
  await expect(stepTitle(page)).toHaveText(title);
  await expect(page.getByText(`Step ${number} of 6: ${title}`)).toBeVisible();
}

function tile(page: Page, position: number): Locator {
  return page
    .getByRole('list', { name: 'Listing images' })
    .getByRole('listitem')
    .nth(position - 1);
}

test.describe('create listing wizard', () => {
  // Every step is photographed twice and checked by axe: longer than a plain flow.
  test.setTimeout(180_000);

  test('a service through every step: checks, refused files, reorder, resize, then My Listings', async ({ page }) => {
    const api = await admin();
    const member = await createUser(api);
    await signInAs(page, member);
    await page.goto('/create/service');

    // Step 1: Basic Info, refused until title and category pass.
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Listing' })).toBeVisible();
    await expectStep(page, 'Basic Info', 1);
    await expect(page.getByRole('radio', { name: /Service\s*Offer your skills and time/ })).toBeChecked();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
    await capture(page, 'listing-wizard-1-basic-info');
    await textbox(page, /^Title/).fill('ab');
    await next(page);
    await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();
    await expectStep(page, 'Basic Info', 1);
    await screenshotAt(page, 'listing-wizard-1-basic-info-errors', 'phone');
    await textbox(page, /^Title/).fill('Garden care in Benfica');
    await page.getByLabel('Category').selectOption('gardening');
    await next(page);

    // Step 2: Details.
    await expectStep(page, 'Details', 2);
    await textbox(page, /^Description/).fill('Lawn mowing, hedge trimming and seasonal planting.');
    await next(page);
    await expect(page.getByText('Experience is required')).toBeVisible();
    await expectStep(page, 'Details', 2);
    await page.getByLabel(/^Experience/).selectOption('expert');
    await textbox(page, /^Qualifications/).fill('Certified gardener\n\nFirst aid');
    await capture(page, 'listing-wizard-2-details-service');
    await next(page);

    // Step 3: Pricing, typed the Portuguese way (issue 17): "1.234" reads two ways and is refused
    // under the field, kept as typed; "18,50" is €18.50.
    await expectStep(page, 'Pricing', 3);
    await next(page);
    await expect(page.getByText('Price must be a valid number')).toBeVisible();
    await textbox(page, /^Price per hour/).pressSequentially('1.234');
    await next(page);
    await expectStep(page, 'Pricing', 3);
    await expect(page.getByText(AMOUNT_MESSAGES.ambiguous)).toBeVisible();
    await expect(textbox(page, /^Price per hour/)).toHaveValue('1.234');
    await capture(page, 'listing-wizard-3-pricing-refused');
    await textbox(page, /^Price per hour/).fill('18,50');
    await expect(textbox(page, /^Price per hour/)).toHaveValue('18,50');
    await capture(page, 'listing-wizard-3-pricing-service');
    await next(page);

    // Step 4: Images. A PDF, a 6 MB file and a sixth image are refused with the spec's toasts.
    await expectStep(page, 'Images', 4);
    await chooseFiles(page, [PDF]);
    await expect(toast(page, 'File must be an image')).toBeVisible();
    await chooseFiles(page, [sixMegabytePng()]);
    await expect(toast(page, 'File size must be less than 5MB')).toBeVisible();
    await expect(page.getByText('0 of 5 images')).toBeVisible();
    const photos = [
      painted('lawn.png', 160, 120, [31, 111, 92]),
      // Larger than 1920x1080: resized in the browser before upload.
      painted('hedge wide.png', 2400, 1600, [45, 114, 210]),
      painted('flowers.png', 160, 120, [217, 130, 43]),
      painted('tools.png', 160, 120, [122, 62, 13]),
      painted('path.png', 160, 120, [99, 77, 180]),
    ];
    await chooseFiles(page, photos);
    await expect(page.getByText('5 of 5 images')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose images' })).toBeDisabled();
    await chooseFiles(page, [painted('sixth.png', 40, 40, [0, 0, 0])]);
    await expect(toast(page, 'You can only upload up to 5 images')).toBeVisible();
    await expect(page.getByText('5 of 5 images')).toBeVisible();
    // The large photo becomes the main image; the last one is removed.
    await page.getByRole('button', { name: 'Move image 2 left' }).click();
    await expect(tile(page, 1).getByRole('img', { name: 'Image 1: hedge wide.png' })).toBeVisible();
    await expect(tile(page, 1).getByText('Main image')).toBeVisible();
    await page.getByRole('button', { name: 'Remove image 5' }).click();
    await expect(page.getByText('4 of 5 images')).toBeVisible();
    // Toasts pause while the pointer is over them; move it away and let them go before the shots.
    await page.mouse.move(0, 0);
    await expect(page.locator('.bp6-toast')).toHaveCount(0, { timeout: 8_000 });
    await capture(page, 'listing-wizard-4-images');
    await next(page);

    // Step 5: Availability, Monday to Friday 9 to 5 by default; a bad day is refused.
    await expectStep(page, 'Availability', 5);
    await expect(page.getByRole('switch', { name: 'Monday' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Saturday' })).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Friday end time' })).toHaveValue('17:00');
    await page.getByRole('combobox', { name: 'Tuesday end time' }).selectOption('08:00');
    await next(page);
    await expectStep(page, 'Availability', 5);
    await page.getByRole('combobox', { name: 'Tuesday end time' }).selectOption('13:00');
    await page.getByRole('switch', { name: 'Saturday' }).check({ force: true });
    await capture(page, 'listing-wizard-5-availability');

    // Completed steps can be revisited from their indicator; upcoming ones cannot.
    const steps = page.getByRole('list', { name: 'Steps' });
    await expect(steps.getByRole('button')).toHaveCount(4);
    await steps.getByRole('button', { name: /Pricing/ }).click();
    await expectStep(page, 'Pricing', 3);
    await expect(textbox(page, /^Price per hour/)).toHaveValue('18,50');
    await steps.getByRole('button', { name: /Images/ }).click();
    await expect(page.getByText('4 of 5 images')).toBeVisible();
    await next(page);
    await next(page);

    // Step 6: Review shows everything.
    await expectStep(page, 'Review', 6);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const review = page.locator('.review');
    for (const text of [
      'Garden care in Benfica',
      'Gardening',
      'Expert',
      'Certified gardener',
      'First aid',
      '€18.50/hr',
    ]) {
      await expect(review.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(review.getByText('9:00 AM – 1:00 PM')).toBeVisible();
    await expect(review.getByRole('img')).toHaveCount(4);
    await capture(page, 'listing-wizard-6-review');

    // The server refuses while the member's profile has no city: banner and toast in its words.
    expect((await api.patch(records('users', member.id), { city: '' })).status).toBe(200);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    const refusal = 'Please set your city in your profile settings before creating listings.';
    await expect(page.locator('.form-failure').getByText(refusal)).toBeVisible();
    await expect(toast(page, refusal)).toBeVisible();
    expect((await member.api.get(records('listings'), { filter: `owner="${member.id}"` })).body.totalItems).toBe(0);
    await screenshotAt(page, 'listing-wizard-6-review-refused', 'phone');

    expect((await api.patch(records('users', member.id), { city: 'Lisboa' })).status).toBe(200);
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, 'Your listing has been created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/listings$/);
    await expect(page.getByRole('link', { name: 'Garden care in Benfica' })).toBeVisible();

    // What the server stored: the fields, the images in the chosen order, the big one resized.
    const found = await member.api.get(records('listings'), { filter: `owner="${member.id}"` });
    expect(found.body.totalItems).toBe(1);
    const listing = found.body.items[0];
    expect(listing).toMatchObject({
      type: 'service',
      title: 'Garden care in Benfica',
      category: 'gardening',
      price: 18.5,
      experience: 'expert',
      qualifications: ['Certified gardener', 'First aid'],
      city: 'Lisboa',
      postalCode: '1300-431',
    });
    expect(listing.availability.weekdays.tuesday).toEqual({
      available: true,
      slots: [{ start: '09:00', end: '13:00' }],
    });
    expect(listing.availability.weekdays.saturday.available).toBe(true);
    expect(listing.availability.weekdays.sunday.available).toBe(false);
    expect(listing.images).toHaveLength(4);
    expect(listing.images.map((name: string) => name.replace(/_[a-z0-9]{10}\./, '.'))).toEqual([
      'hedge_wide.jpg',
      'lawn.png',
      'flowers.png',
      'tools.png',
    ]);
    const main = await storedImage(page, `/api/files/listings/${listing.id}/${listing.images[0]}`);
    expect(main).toEqual({ width: 1620, height: 1080, type: 'image/jpeg' });
    const small = await storedImage(page, `/api/files/listings/${listing.id}/${listing.images[1]}`);
    expect(small).toEqual({ width: 160, height: 120, type: 'image/png' });

    // €18.50/hr everywhere the price shows, and the edit form gives back what the wizard reads.
    await expect(page.getByRole('main')).toContainText('€18.50/hr');
    await page.goto(`/marketplace/services/${listing.id}`);
    // (On a phone the price also sits in the bar at the bottom of the screen: the card's is checked.)
    await expect(
      page.getByRole('complementary', { name: 'Price and actions' }).getByText('€18.50/hr', { exact: true }),
    ).toBeVisible();
    await page.goto(`/search?search=${encodeURIComponent('Garden care in Benfica')}`);
    const card = page.locator('.partilha-listing-card', { hasText: 'Garden care in Benfica' }).first();
    await expect(card).toContainText('€18.50/hr');
    await page.goto(`/account/listings/${listing.id}/edit`);
    await expect(textbox(page, /^Price per hour/)).toHaveValue('18,50');
  });

  test('equipment: switched to from step 1, its own checks, deposit and insurance, then My Listings', async ({
    page,
  }) => {
    const api = await admin();
    const member = await createUser(api, { profile: { city: 'Porto', postalCode: '4000-123' } });
    await signInAs(page, member);
    await page.goto('/create/service');
    await expectStep(page, 'Basic Info', 1);
    await textbox(page, /^Title/).fill('Mirrorless camera kit');
    await page.getByRole('radio', { name: /Equipment\s*Rent out your equipment/ }).check({ force: true });
    await expect(page.getByRole('radio', { name: /Equipment/ })).toBeChecked();
    await expect(textbox(page, /^Title/)).toHaveValue('Mirrorless camera kit');
    await next(page);
    await expect(page.getByText('Category is required')).toBeVisible();
    await page.getByLabel('Category').selectOption('photography');
    await capture(page, 'listing-wizard-1-basic-info-equipment');
    await next(page);

    await expectStep(page, 'Details', 2);
    await next(page);
    for (const message of [
      'Description must be at least 10 characters',
      'Brand is required',
      'Model is required',
      'Condition is required',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByText('Experience is required')).toHaveCount(0);
    await screenshotAt(page, 'listing-wizard-2-details-equipment-errors', 'phone');
    await textbox(page, /^Description/).fill('Body, two lenses, three batteries and a bag.');
    await textbox(page, /^Brand/).fill('Fujifilm');
    await textbox(page, /^Model/).fill('X-T4');
    await page.getByLabel(/^Condition/).selectOption('well-used');
    await textbox(page, /^Specifications/).fill('26 MP\n\n4K video');
    await capture(page, 'listing-wizard-2-details-equipment');
    await next(page);

    await expectStep(page, 'Pricing', 3);
    await expect(textbox(page, /^Security Deposit/)).toHaveValue('0');
    await textbox(page, /^Price per day/).fill('35');
    await textbox(page, /^Security Deposit/).fill('');
    // Kept as typed, and refused in the form's words (issue 17: never silently changed).
    await textbox(page, /^Security Deposit/).pressSequentially('250.00.5');
    await expect(textbox(page, /^Security Deposit/)).toHaveValue('250.00.5');
    await next(page);
    await expectStep(page, 'Pricing', 3);
    await expect(page.getByText('Deposit must be a valid number')).toBeVisible();
    await textbox(page, /^Security Deposit/).fill('250');
    await page.getByRole('checkbox', { name: 'Insurance Required' }).check({ force: true });
    await capture(page, 'listing-wizard-3-pricing-equipment');
    await next(page);

    await expectStep(page, 'Images', 4);
    await chooseFiles(page, [painted('camera.png', 1200, 800, [40, 40, 48])]);
    await expect(page.getByText('1 of 5 images')).toBeVisible();
    await next(page);
    await expectStep(page, 'Availability', 5);
    await page.getByRole('switch', { name: 'Sunday' }).check({ force: true });
    await next(page);

    await expectStep(page, 'Review', 6);
    const review = page.locator('.review');
    for (const text of [
      'Equipment',
      'Photography',
      'Fujifilm',
      'X-T4',
      'Well Used',
      '26 MP',
      '4K video',
      '€35/day',
      '€250',
      'Yes',
    ]) {
      await expect(review.getByText(text, { exact: true })).toBeVisible();
    }
    await capture(page, 'listing-wizard-6-review-equipment');
    await page.getByRole('button', { name: 'Create Listing' }).click();
    await expect(toast(page, 'Your listing has been created successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/listings$/);
    await page.getByRole('tab', { name: 'Equipment' }).click();
    await expect(page.getByRole('link', { name: 'Mirrorless camera kit' })).toBeVisible();

    const found = await member.api.get(records('listings'), { filter: `owner="${member.id}"` });
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({
      type: 'equipment',
      category: 'photography',
      brand: 'Fujifilm',
      model: 'X-T4',
      condition: 'well-used',
      specifications: ['26 MP', '4K video'],
      price: 35,
      deposit: 250,
      insurance: true,
      city: 'Porto',
      postalCode: '4000-123',
    });
    // Within the box: sent as it was chosen.
    expect(found.body.items[0].images).toHaveLength(1);
    expect(found.body.items[0].images[0]).toMatch(/^camera_[a-z0-9]{10}\.png$/);
  });
});
