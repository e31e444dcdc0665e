// The marketplace data the widget tests show, created through the real API as its members would
// (listings by their owner, reviews through the review route) on the e2e server: an owner with a
// pictured listing whose title holds a script payload, two more listings, and a renter whose
// review holds one too.
import { PNG } from 'pngjs';
import { createListing, createUser, records, serviceListing, type Api, type TestUser } from '../../support/api-client';

/** Markup that would run if a widget drew it as HTML: the tests check it shows as text. */
export const SCRIPT_PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';

export interface WidgetWorld {
  owner: TestUser;
  renter: TestUser;
  listingId: string;
  listingTitle: string;
  otherListingIds: string[];
  reviewTitle: string;
}

/** A 600x400 picture (a soft gradient), deterministic so screenshots compare. */
function picture(red: number, green: number): Uint8Array<ArrayBuffer> {
  const png = new PNG({ width: 600, height: 400 });
  for (let y = 0; y < png.height; y += 1) {
    for (let x = 0; x < png.width; x += 1) {
      const at = (png.width * y + x) << 2;
      png.data[at] = red;
      png.data[at + 1] = green + Math.round((y / png.height) * 60);
      png.data[at + 2] = 120 + Math.round((x / png.width) * 100);
      png.data[at + 3] = 255;
    }
  }
  return Uint8Array.from(PNG.sync.write(png));
}

async function listing(owner: TestUser, fields: Record<string, unknown>, image: Uint8Array<ArrayBuffer> | null) {
  const files = image ? [{ name: 'photo.png', type: 'image/png', bytes: image }] : [];
  const created = await createListing(owner.api, serviceListing(fields), files);
  if (created.status !== 200) throw new Error(`listing: ${JSON.stringify(created.body)}`);
  return created.body.id as string;
}

export async function seedWidgetWorld(admin: Api, tag: string): Promise<WidgetWorld> {
  const owner = await createUser(admin, {
    profile: { displayName: `Rita ${tag}`, city: 'Porto', postalCode: '4000-322' },
  });
  const renter = await createUser(admin, { profile: { displayName: `Renter ${SCRIPT_PAYLOAD}` } });
  const listingTitle = `Drill ${SCRIPT_PAYLOAD}`.slice(0, 120);
  const listingId = await listing(owner, { title: listingTitle, price: '30' }, picture(40, 90));
  const otherListingIds = [
    await listing(owner, { title: 'Garden help on weekends', price: '12.5', category: 'gardening' }, picture(70, 120)),
    await listing(owner, { title: 'Furniture assembly, any brand', price: '25' }, null),
  ];
  const booking = await admin.post(records('bookings'), {
    listing: listingId,
    renter: renter.id,
    owner: owner.id,
    status: 'completed',
    totalPrice: 30,
    // Completed long ago: its blind period (14 days) is over, so the reviews are public once written.
    completedAt: '2020-01-01 10:00:00.000Z',
  });
  if (booking.status !== 200) throw new Error(`booking: ${JSON.stringify(booking.body)}`);
  const reviewTitle = `Great ${SCRIPT_PAYLOAD}`.slice(0, 120);
  for (const [reviewType, rating, categories] of [
    ['owner', 4, ['communication', 'reliability']],
    ['listing', 5, ['condition', 'accuracy']],
  ] as const) {
    const review = await renter.api.post('/api/market/reviews', {
      bookingId: booking.body.id,
      reviewType,
      overallRating: rating,
      title: reviewTitle,
      content: `Everything went as agreed. ${SCRIPT_PAYLOAD} Would book again.`,
      categoryRatings: Object.fromEntries(categories.map((category) => [category, rating])),
    });
    if (review.status !== 200) throw new Error(`review: ${JSON.stringify(review.body)}`);
  }
  return { owner, renter, listingId, listingTitle, otherListingIds, reviewTitle };
}
