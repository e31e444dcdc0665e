import { BOOKING_STATUSES } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AVATAR_PHOTO, CLEANING_PHOTO, DRILL_PHOTO } from '../ListingCard/story-images';
import { BookingCard } from './BookingCard';

const meta = {
  title: 'Bookings/BookingCard',
  component: BookingCard,
  tags: ['autodocs'],
  // The width of a card in the My Bookings list on a desktop.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    id: 'bk1',
    listingTitle: 'Home cleaning, eco products included',
    listingType: 'service',
    imageUrl: CLEANING_PHOTO,
    otherParty: { role: 'owner', name: 'Rui Almeida', avatarUrl: AVATAR_PHOTO },
    startDate: '2026-05-04',
    endDate: '2026-05-06',
    selectedDates: ['2026-05-04', '2026-05-05', '2026-05-06'],
    hoursPerDay: 4,
    totalPrice: 300,
    priceFormula: '€25 × 4 h × 3 days = €300',
    requestedAt: '2026-04-28 09:12:00.000Z',
    status: 'pending',
    href: '/account/bookings/bk1',
    onOpen: fn(),
  },
  argTypes: { status: { control: 'select', options: BOOKING_STATUSES } },
} satisfies Meta<typeof BookingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Bookings I've Made": the renter sees the listing owner. */
export const MadePending: Story = {};

/** "Booking Requests Received": the owner sees who asked. */
export const ReceivedNegotiating: Story = {
  args: { status: 'negotiating', otherParty: { role: 'renter', name: 'Inês Carvalho' } },
};

/** Equipment for one day, confirmed by the owner: priced per day, no hours. */
export const ConfirmedEquipmentOneDay: Story = {
  args: {
    listingTitle: 'Bosch cordless drill 18V with two batteries',
    listingType: 'equipment',
    imageUrl: DRILL_PHOTO,
    startDate: '2026-05-09',
    endDate: '2026-05-09',
    selectedDates: ['2026-05-09'],
    hoursPerDay: 1,
    totalPrice: 8,
    priceFormula: '€8 × 1 day = €8',
    status: 'approved',
  },
};

export const Rejected: Story = { args: { status: 'rejected' } };

export const Cancelled: Story = { args: { status: 'cancelled' } };

/** The owner agreed on a price of their own: the total alone, without a formula. */
export const Completed: Story = { args: { status: 'completed', totalPrice: 312.5, priceFormula: null } };

/** Two days a week apart: the range shows the first and last, the count says how many. */
export const DaysApart: Story = {
  args: {
    endDate: '2026-05-11',
    selectedDates: ['2026-05-04', '2026-05-11'],
    totalPrice: 200,
    priceFormula: '€25 × 4 h × 2 days = €200',
  },
};

/** An older booking without hours per day or a requested-on date. */
export const WithoutHours: Story = {
  args: { hoursPerDay: null, requestedAt: null, selectedDates: undefined, priceFormula: null },
};

/** The listing was deleted: the copied title stays, with a warning line. */
export const ListingNotFound: Story = { args: { listingProblem: 'not-found', imageUrl: null } };

/** The listing could not be loaded this time. */
export const ErrorLoadingListing: Story = { args: { listingProblem: 'error', imageUrl: null } };

/** A long title and a long name wrap instead of pushing the badge out. */
export const LongTexts: Story = {
  args: {
    listingTitle:
      'Furniture assembly for IKEA wardrobes, beds, kitchens and office desks — tools brought, packaging taken away',
    otherParty: { role: 'renter', name: 'Maria Fernandes da Costa Rodrigues de Albuquerque' },
    totalPrice: 1234.5,
    priceFormula: null,
  },
};

/** In a narrow card (a phone) the picture sits above the text. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};
