import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReliabilityBadge } from './ReliabilityBadge';

const meta = {
  title: 'Profile/ReliabilityBadge',
  component: ReliabilityBadge,
  tags: ['autodocs'],
  args: { stats: { totalCancellations: 0, lateCancellations: 0 } },
} satisfies Meta<typeof ReliabilityBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who never cancelled a booking. */
export const NoCancellations: Story = { args: { stats: { totalCancellations: 0, lateCancellations: 0 } } };

/** Cancelled, but always more than 24 hours before the start. */
export const HighlyReliable: Story = {
  name: 'Highly Reliable (all on time)',
  args: { stats: { totalCancellations: 3, lateCancellations: 0 } },
};

export const Reliable: Story = {
  name: 'Reliable (under 20% late)',
  args: { stats: { totalCancellations: 6, lateCancellations: 1 } },
};

/** 20% late is already "Moderately Reliable": the band runs from 20% up to, not including, 50%. */
export const ModeratelyReliable: Story = {
  name: 'Moderately Reliable (20–49% late)',
  args: { stats: { totalCancellations: 5, lateCancellations: 1 } },
};

export const Unreliable: Story = {
  name: 'Unreliable (50% or more late)',
  args: { stats: { totalCancellations: 4, lateCancellations: 2 } },
};
