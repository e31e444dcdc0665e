import { BOOKING_STATUSES } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookingStatusBadge } from './BookingStatusBadge';

const meta = {
  title: 'Bookings/BookingStatusBadge',
  component: BookingStatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending' },
  argTypes: {
    status: { control: 'select', options: BOOKING_STATUSES },
    size: { control: 'inline-radio', options: ['medium', 'large'] },
  },
} satisfies Meta<typeof BookingStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new request, waiting for the owner. */
export const Pending: Story = {};

/** Details were edited by either party. */
export const Negotiating: Story = { args: { status: 'negotiating' } };

/** Approved by the owner; the badge reads "Confirmed". */
export const Confirmed: Story = { args: { status: 'approved' } };

export const Rejected: Story = { args: { status: 'rejected' } };

export const Cancelled: Story = { args: { status: 'cancelled' } };

export const Completed: Story = { args: { status: 'completed' } };

/** The larger tag of the booking detail header. */
export const Large: Story = { args: { status: 'approved', size: 'large' } };

/** Every status side by side, to compare the colours. */
export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {BOOKING_STATUSES.map((status) => (
        <BookingStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
};
