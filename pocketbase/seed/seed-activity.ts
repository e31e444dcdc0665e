// Demo bookings in every state, with their booked days, messages, notifications, cancellation
// records and reviews. Dates are relative to `now`, so the demo always has upcoming and past
// bookings. The review summaries and the users' rating fields are the server's: its review hooks
// derive them from each review as it is written (pocketbase/README.md, "Reviews").
import {
  estimateBookingTotal,
  expandDateRange,
  isLateCancellation,
  REVIEW_CATEGORIES,
  type ReviewType,
} from '@partilha/domain';
import { DEMO_LISTINGS } from './demo-data';
import type { PocketBaseAdmin } from './pocketbase-http';

type Status = 'pending' | 'negotiating' | 'approved' | 'rejected' | 'cancelled' | 'completed';

interface DemoBooking {
  listing: number;
  renter: string;
  /** Start, in days from today (negative: in the past). */
  startIn: number;
  days: number;
  hoursPerDay: number;
  status: Status;
  notes: string;
  messages?: [from: 'renter' | 'owner', text: string][];
  cancelledBy?: 'renter' | 'owner';
  cancellationReason?: string;
  /** Hours before the start that the cancellation happened. */
  cancelledHoursBefore?: number;
  reviews?: { by: 'renter' | 'owner'; rating: number; title: string; content: string }[];
}

const find = (title: string): number => {
  const index = DEMO_LISTINGS.findIndex((l) => l.title === title);
  if (index < 0) throw new Error(`demo listing not found: ${title}`);
  return index;
};

const BOOKINGS: DemoBooking[] = [
  {
    listing: find('Cordless drill Makita 18V'),
    renter: 'ines',
    startIn: 10,
    days: 2,
    hoursPerDay: 8,
    status: 'pending',
    notes: 'For putting up shelves in my new room.',
  },
  {
    listing: find('Mirrorless camera with 24-70 lens'),
    renter: 'marta',
    startIn: 14,
    days: 3,
    hoursPerDay: 8,
    status: 'negotiating',
    notes: 'A wedding in the family — could I pick it up the evening before?',
    messages: [
      ['renter', 'Olá João! Could I pick the camera up the evening before?'],
      ['owner', 'Sure, after 19:00 works for me. I changed the dates to include that evening.'],
    ],
  },
  {
    listing: find('PA speaker pair with mixer'),
    renter: 'pedro',
    startIn: 20,
    days: 1,
    hoursPerDay: 24,
    status: 'approved',
    notes: 'Birthday party in Braga, about 60 people.',
    messages: [
      ['renter', 'Thanks for confirming! Do the stands come with it?'],
      ['owner', 'Yes, both stands and all cables.'],
    ],
  },
  {
    listing: find('Removals with a van and two helpers'),
    renter: 'miguel',
    startIn: 6,
    days: 1,
    hoursPerDay: 4,
    status: 'rejected',
    notes: 'Moving a piano from Coimbra to Lisboa.',
  },
  {
    listing: find('Circular saw Bosch'),
    renter: 'sofia',
    startIn: 1,
    days: 1,
    hoursPerDay: 8,
    status: 'cancelled',
    notes: 'Cutting boards for a shelf.',
    cancelledBy: 'renter',
    cancellationReason: 'Plans changed',
    cancelledHoursBefore: 12,
  },
  {
    listing: find('KitchenAid stand mixer'),
    renter: 'ines',
    startIn: 12,
    days: 2,
    hoursPerDay: 8,
    status: 'cancelled',
    notes: 'Christmas baking.',
    cancelledBy: 'renter',
    cancellationReason: 'Found alternative',
    cancelledHoursBefore: 96,
  },
  {
    listing: find('IKEA furniture assembly'),
    renter: 'joao',
    startIn: -30,
    days: 1,
    hoursPerDay: 3,
    status: 'completed',
    notes: 'A PAX wardrobe and a bed frame.',
    reviews: [
      {
        by: 'renter',
        rating: 5,
        title: 'Fast and careful',
        content: 'Ana assembled a big wardrobe and a bed in under three hours and left everything spotless.',
      },
      {
        by: 'owner',
        rating: 5,
        title: 'Great client',
        content: 'Everything was ready when I arrived and João helped carry the boxes. Recommended.',
      },
    ],
  },
  {
    listing: find('Cordless drill Makita 18V'),
    renter: 'marta',
    startIn: -20,
    days: 2,
    hoursPerDay: 8,
    status: 'completed',
    notes: 'Balcony planters.',
    reviews: [
      {
        by: 'renter',
        rating: 4,
        title: 'Good drill, easy pick-up',
        content: 'Both batteries were charged and the bits were complete. Pick-up was easy.',
      },
      {
        by: 'owner',
        rating: 5,
        title: 'Returned clean',
        content: 'Marta returned the drill clean and on time, with the batteries charged.',
      },
    ],
  },
  {
    listing: find('Dog walking in Coimbra'),
    renter: 'pedro',
    startIn: -12,
    days: 3,
    hoursPerDay: 1,
    status: 'completed',
    notes: 'Our beagle, Bolacha, while we are away.',
    reviews: [
      {
        by: 'renter',
        rating: 5,
        title: 'Bolacha loved her',
        content: 'Photos after every walk and a very happy dog. We will book again.',
      },
    ],
  },
  {
    listing: find('Studio lighting kit'),
    renter: 'tiago',
    startIn: -8,
    days: 1,
    hoursPerDay: 8,
    status: 'completed',
    notes: 'Product shots for my surf shop.',
    reviews: [
      {
        by: 'renter',
        rating: 4,
        title: 'Good kit',
        content: 'Easy to set up and the light was soft. One stand was a bit wobbly.',
      },
    ],
  },
  {
    listing: find('Logo and menu design for small businesses'),
    renter: 'beatriz',
    startIn: -40,
    days: 2,
    hoursPerDay: 4,
    status: 'completed',
    notes: 'Logo and menu for a small bakery.',
    reviews: [
      {
        by: 'renter',
        rating: 5,
        title: 'Beautiful menu',
        content: 'Sofia understood the bakery at once. Customers keep complimenting the new menu.',
      },
      {
        by: 'owner',
        rating: 4,
        title: 'Clear brief',
        content: 'Beatriz gave a clear brief and quick feedback; one round of changes came a little late.',
      },
    ],
  },
  {
    listing: find('Digital piano with stand'),
    renter: 'ana',
    startIn: -15,
    days: 5,
    hoursPerDay: 8,
    status: 'completed',
    notes: 'For my niece to practise during the holidays.',
    reviews: [
      {
        by: 'renter',
        rating: 3,
        title: 'Fine, but late',
        content: 'The piano worked well, but the hand-over started forty minutes late.',
      },
    ],
  },
];

const DAY_MS = 86_400_000;
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const pbDate = (day: string): string => `${day} 00:00:00.000Z`;

interface Created {
  id: string;
  created?: string;
}

export async function seedActivity(
  admin: PocketBaseAdmin,
  userIds: Record<string, string>,
  listingIds: string[],
  now: Date,
): Promise<void> {
  const cancellations = new Map<string, { total: number; late: number; ended: number }>();

  for (const booking of BOOKINGS) {
    const listing = DEMO_LISTINGS[booking.listing]!;
    const owner = userIds[listing.owner]!;
    const renter = userIds[booking.renter]!;
    const startDay = isoDay(new Date(now.getTime() + booking.startIn * DAY_MS));
    const endDay = isoDay(new Date(now.getTime() + (booking.startIn + booking.days - 1) * DAY_MS));
    const days = expandDateRange(startDay, endDay);
    const cancelledAt =
      booking.cancelledHoursBefore === undefined
        ? null
        : new Date(Date.parse(`${startDay}T09:00:00Z`) - booking.cancelledHoursBefore * 3_600_000);
    const late = cancelledAt ? isLateCancellation(startDay, cancelledAt) : false;

    const record = await admin.create<Created>('bookings', {
      listing: listingIds[booking.listing],
      listingType: listing.type,
      listingTitle: listing.title,
      renter,
      owner,
      totalPrice: estimateBookingTotal({
        listingType: listing.type,
        price: listing.price,
        days: days.length,
        hoursPerDay: booking.hoursPerDay,
      }),
      startDate: pbDate(startDay),
      endDate: pbDate(endDay),
      selectedDates: days,
      hoursPerDay: booking.hoursPerDay,
      status: booking.status,
      notes: booking.notes,
      paymentStatus: 'pending',
      ...(booking.status === 'negotiating' ? { lastUpdated: now.toISOString().replace('T', ' ') } : {}),
      // Completed the day after its last day; its reviews are long published.
      ...(booking.status === 'completed' ? { completedAt: pbDate(isoDay(new Date(Date.parse(endDay) + DAY_MS))) } : {}),
      ...(cancelledAt
        ? {
            cancellationReason: booking.cancellationReason ?? '',
            cancelledBy: booking.cancelledBy === 'owner' ? owner : renter,
            cancelledAt: cancelledAt.toISOString().replace('T', ' '),
            isLateCancellation: late,
          }
        : {}),
    });

    if (booking.status === 'approved') {
      for (const day of days)
        await admin.create('booked_days', { listing: listingIds[booking.listing], day, booking: record.id });
    }
    // The reliability badge's inputs (ADR 0012): the renter's cancellations and ended bookings.
    const stats = cancellations.get(renter) ?? { total: 0, late: 0, ended: 0 };
    const byRenter = booking.cancelledBy === 'renter';
    const ended = booking.status === 'completed' || booking.status === 'cancelled';
    cancellations.set(renter, {
      total: stats.total + (byRenter ? 1 : 0),
      late: stats.late + (byRenter && late ? 1 : 0),
      ended: stats.ended + (ended ? 1 : 0),
    });
    for (const [from, content] of booking.messages ?? []) {
      await admin.create('booking_messages', {
        booking: record.id,
        sender: from === 'owner' ? owner : renter,
        content,
        read: false,
      });
    }
    if (booking.status === 'pending') {
      const renterName = booking.renter.charAt(0).toUpperCase() + booking.renter.slice(1);
      await admin.create('notifications', {
        user: owner,
        type: 'booking_request',
        booking: record.id,
        content: `${renterName} requested to book "${listing.title}"`,
        read: false,
        data: { bookingId: record.id, listingTitle: listing.title },
      });
    }

    for (const review of booking.reviews ?? []) {
      const type: ReviewType = review.by === 'renter' ? 'owner' : 'renter';
      const reviewer = review.by === 'renter' ? renter : owner;
      const reviewee = review.by === 'renter' ? owner : renter;
      const categoryRatings = Object.fromEntries(
        REVIEW_CATEGORIES[type].map((c, i) => [c, Math.max(1, review.rating - (i % 2))]),
      );
      await admin.create('reviews', {
        booking: record.id,
        listing: listingIds[booking.listing],
        reviewer,
        reviewee,
        reviewType: type,
        overallRating: review.rating,
        categoryRatings,
        title: review.title,
        content: review.content,
        status: 'active',
        isPublic: true,
        isVerified: true,
        helpfulCount: 0,
        reportCount: 0,
        publishedAt: now.toISOString().replace('T', ' '),
      });
    }
  }

  for (const [user, stats] of cancellations) {
    await admin.update('users', user, {
      totalCancellations: stats.total,
      lateCancellations: stats.late,
      endedBookings: stats.ended,
      cancellationsUpdated: now.toISOString().replace('T', ' '),
    });
  }
}
