// Fills an empty PocketBase with the demo data of demo-data.ts: users, listings with pictures,
// bookings in every state (with their booked days, messages and notifications) and reviews with
// their summaries. Writes as a superuser; skips everything when the demo users already exist.
import { DEMO_LISTINGS, DEMO_PASSWORD, DEMO_USERS, paletteFor, type DemoListing } from './demo-data';
import { drawDemoPicture } from './demo-images';
import { PocketBaseAdmin, type Superuser } from './pocketbase-http';
import { seedActivity } from './seed-activity';

export interface SeedResult {
  seeded: boolean;
  users: number;
  listings: number;
}

interface CreatedRecord {
  id: string;
}

export async function seedDemoData(baseUrl: string, superuser: Superuser, log = console.log): Promise<SeedResult> {
  const admin = new PocketBaseAdmin(baseUrl);
  await admin.signIn(superuser);
  if ((await admin.count('users', `email = "${DEMO_USERS[1]!.email}"`)) > 0) {
    return { seeded: false, users: DEMO_USERS.length, listings: DEMO_LISTINGS.length };
  }

  log('[seed] creating demo users …');
  const userIds: Record<string, string> = {};
  for (const user of DEMO_USERS) {
    const { key, ...profile } = user;
    const created = await admin.create<CreatedRecord>('users', {
      ...profile,
      role: profile.role ?? 'user',
      verifiedProvider: profile.verifiedProvider ?? false,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      verified: true,
      emailVisibility: false,
      serviceCategories: categoriesOf(key, 'service'),
      equipmentCategories: categoriesOf(key, 'equipment'),
    });
    userIds[key] = created.id;
  }

  log(`[seed] creating ${DEMO_LISTINGS.length} listings with pictures …`);
  const listingIds: string[] = [];
  for (const [index, listing] of DEMO_LISTINGS.entries()) {
    listingIds.push((await admin.create<CreatedRecord>('listings', listingForm(listing, index, userIds))).id);
  }

  log('[seed] creating bookings, messages and reviews …');
  await seedActivity(admin, userIds, listingIds, new Date());

  return { seeded: true, users: DEMO_USERS.length, listings: DEMO_LISTINGS.length };
}

function categoriesOf(ownerKey: string, type: DemoListing['type']): string[] {
  const categories = DEMO_LISTINGS.filter((l) => l.owner === ownerKey && l.type === type).map((l) => l.category);
  return [...new Set(categories)];
}

function listingForm(listing: DemoListing, index: number, userIds: Record<string, string>): FormData {
  const form = new FormData();
  const { owner, images, ...fields } = listing;
  form.set('owner', userIds[owner]!);
  for (const [name, value] of Object.entries(fields)) {
    form.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  form.set('availability', JSON.stringify(weekdayAvailability()));
  form.set('unavailableDates', '[]');
  for (let n = 0; n < images; n += 1) {
    const png = drawDemoPicture(index * 10 + n + 1, paletteFor(listing.category) + n, 640, 480);
    form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), `listing-${index + 1}-${n + 1}.png`);
  }
  return form;
}

/** Monday to Friday 09:00–17:00, weekend off: the wizard's default. */
function weekdayAvailability() {
  const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  const weekdays = Object.fromEntries(
    days.map((day, i) => [day, { available: i < 5, slots: i < 5 ? [{ start: '09:00', end: '17:00' }] : [] }]),
  );
  return { weekdays, startTime: '09:00', endTime: '17:00' };
}
