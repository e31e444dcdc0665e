import { Button, HTMLTable } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { BookingStatusBadge } from '../BookingStatusBadge';
import { ReliabilityBadge } from '../ReliabilityBadge';
import { VerifiedBadge } from '../VerifiedBadge';
import { DetailDrawer } from './DetailDrawer';

const meta = {
  title: 'Console/DetailDrawer',
  component: DetailDrawer,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { isOpen: true, onClose: fn(), title: '', children: null },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'standard', 'large'] },
  },
  // The drawer lives in a portal; the button in the story root reopens it after it closes.
  render: function OpenedFromARow(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button text="Open details" onClick={() => setOpen(true)} />
        <DetailDrawer
          {...args}
          isOpen={isOpen}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof DetailDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A late-cancelled booking: both parties, prices and the status history, read only. */
export const Booking: Story = {
  args: {
    title: 'Berbequim Bosch 18V — Ana Silva',
    subtitle: 'Booking 8f3k2a · 3 to 5 May 2026',
    actions: <Button icon="download" text="Export thread" />,
    children: (
      <>
        <p>
          <BookingStatusBadge status="cancelled" /> Cancelled 20 hours before the start (late)
        </p>
        <h3>Renter</h3>
        <p>Ana Silva</p>
        <ReliabilityBadge stats={{ totalCancellations: 4, lateCancellations: 2, endedBookings: 6 }} />
        <h3>Owner</h3>
        <p>
          João Costa <VerifiedBadge />
        </p>
        <ReliabilityBadge stats={{ totalCancellations: 0, lateCancellations: 0, endedBookings: 14 }} />
        <h3>Status history</h3>
        <HTMLTable compact striped>
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Change</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>28 Apr 2026 10:02</td>
              <td>Ana Silva</td>
              <td>Requested</td>
            </tr>
            <tr>
              <td>28 Apr 2026 18:40</td>
              <td>João Costa</td>
              <td>Pending → Confirmed</td>
            </tr>
            <tr>
              <td>2 May 2026 12:15</td>
              <td>Ana Silva</td>
              <td>Confirmed → Cancelled (late): “Car broke down”</td>
            </tr>
          </tbody>
        </HTMLTable>
      </>
    ),
  },
};

/** A member with the actions an operator may take, each asking for a reason. */
export const Member: Story = {
  args: {
    title: 'Rita Sousa',
    subtitle: 'Member since March 2025 · Lisboa',
    size: 'small',
    actions: (
      <>
        <Button intent="success" icon="endorsed" text="Verify provider" />
        <Button intent="danger" icon="disable" text="Suspend account" />
      </>
    ),
    children: (
      <>
        <ReliabilityBadge stats={{ totalCancellations: 1, lateCancellations: 0, endedBookings: 2 }} />
        <h3>Listings</h3>
        <p>Aulas de guitarra · Escadote 5 degraus</p>
      </>
    ),
  },
};

/** A long record: the body scrolls, the title and actions stay in view. */
export const LongBody: Story = {
  args: {
    title: 'Audit entry 2026-05-02 12:15',
    subtitle: 'bookings/8f3k2a',
    size: 'large',
    children: Array.from({ length: 60 }, (_, index) => <p key={index}>Change {index + 1}: status → cancelled</p>),
  },
};
