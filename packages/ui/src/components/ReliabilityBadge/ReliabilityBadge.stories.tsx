import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReliabilityBadge } from './ReliabilityBadge';

const meta = {
  title: 'Profile/ReliabilityBadge',
  component: ReliabilityBadge,
  tags: ['autodocs'],
  args: { stats: { totalCancellations: 0, lateCancellations: 0, endedBookings: 0 } },
} satisfies Meta<typeof ReliabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fewer than three bookings ended: too few to judge, whatever happened in them. */
export const NewMember: Story = {
  name: 'New member (under 3 bookings)',
  args: { stats: { totalCancellations: 1, lateCancellations: 1, endedBookings: 2 } },
};

/** A member who never cancelled a booking. */
export const NoCancellations: Story = {
  args: { stats: { totalCancellations: 0, lateCancellations: 0, endedBookings: 12 } },
};

/** Cancelled, but always more than 24 hours before the start. */
export const HighlyReliable: Story = {
  name: 'Highly Reliable (none late)',
  args: { stats: { totalCancellations: 3, lateCancellations: 0, endedBookings: 10 } },
};

/** One late cancellation among a hundred completed bookings. */
export const Reliable: Story = {
  name: 'Reliable (under 20% late)',
  args: { stats: { totalCancellations: 1, lateCancellations: 1, endedBookings: 101 } },
};

/** 20% late is already "Moderately Reliable": the band runs from 20% up to, not including, 50%. */
export const ModeratelyReliable: Story = {
  name: 'Moderately Reliable (20–49% late)',
  args: { stats: { totalCancellations: 2, lateCancellations: 1, endedBookings: 5 } },
};

export const Unreliable: Story = {
  name: 'Unreliable (50% or more late)',
  args: { stats: { totalCancellations: 3, lateCancellations: 2, endedBookings: 4 } },
};
