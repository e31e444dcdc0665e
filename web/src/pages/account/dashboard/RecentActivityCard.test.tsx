// @vitest-environment jsdom
import { notificationSchema, type Notification } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { LoadState } from '../../../app/use-loader';
import { RecentActivityCard } from './RecentActivityCard';

const NOW = new Date('2026-05-15T12:00:00Z');

function notification(fields: Partial<Notification>): Notification {
  return notificationSchema.parse({ id: 'n1', user: 'me', type: 'booking_request', content: 'Hello', ...fields });
}

function renderCard(state: LoadState<readonly Notification[]>, onRetry = () => {}) {
  render(
    <MemoryRouter>
      <RecentActivityCard state={state} now={NOW} onRetry={onRetry} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Recent Activity' });
}

describe('RecentActivityCard', () => {
  it('says there is no recent activity when the member has no notifications', () => {
    const region = renderCard({ status: 'ready', data: [] });
    expect(within(region).getByText('No recent activity to display')).toBeVisible();
    expect(within(region).queryByRole('list')).toBeNull();
  });

  it('lists each notification with its kind, text and how long ago, linking to its booking', () => {
    const region = renderCard({
      status: 'ready',
      data: [
        notification({
          id: 'n1',
          content: 'New booking request for "Garden care" from Rui',
          booking: 'booking0000001',
          created: '2026-05-15 11:55:00.000Z',
        }),
        notification({
          id: 'n2',
          type: 'new_message',
          content: 'New message from Rita: See you at 9',
          booking: 'booking0000002',
          created: '2026-05-14 09:00:00.000Z',
        }),
        notification({ id: 'n3', type: 'promo', content: 'Welcome to Partilha', created: '2026-04-01 09:00:00.000Z' }),
      ],
    });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Booking request')).toBeVisible();
    expect(
      within(items[0]!).getByRole('link', { name: 'New booking request for "Garden care" from Rui' }),
    ).toHaveAttribute('href', '/account/bookings/booking0000001');
    expect(within(items[0]!).getByText('5m ago')).toHaveAttribute('datetime', '2026-05-15T11:55:00.000Z');
    expect(within(items[1]!).getByText('New message')).toBeVisible();
    // A message opens the booking on its Messages tab (issue 18).
    expect(within(items[1]!).getByRole('link')).toHaveAttribute(
      'href',
      '/account/bookings/booking0000002?tab=messages',
    );
    expect(within(items[1]!).getByText('1d ago')).toBeVisible();
    // Without a booking there is nowhere to go: plain text.
    expect(within(items[2]!).getByText('Notification')).toBeVisible();
    expect(within(items[2]!).getByText('Welcome to Partilha')).toBeVisible();
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByText('Apr 1, 2026')).toBeVisible();
  });

  it('says it is loading', () => {
    const region = renderCard({ status: 'loading' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading recent activity…');
  });

  it('says quietly when the activity could not be loaded and retries on request', async () => {
    const onRetry = vi.fn();
    const region = renderCard({ status: 'failed', error: new Error('offline') }, onRetry);
    expect(within(region).getByText('Failed to fetch notifications')).toBeVisible();
    expect(within(region).queryByText('No recent activity to display')).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
