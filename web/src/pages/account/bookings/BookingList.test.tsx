// @vitest-environment jsdom
import { createPocketBaseClient, DataProvider, type BookingWithParties } from '@partilha/data';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { LoadState } from '../../../app/use-loader';
import { BookingList } from './BookingList';
import type { MyBookingsTab } from './my-bookings-tab';
import { testBooking, testListing, testUser } from './test-bookings';

function renderList(
  tab: MyBookingsTab,
  state: LoadState<readonly BookingWithParties[]>,
  handlers: { onRetry?: () => void; onOpen?: (id: string) => void } = {},
) {
  return render(
    <DataProvider client={createPocketBaseClient('http://files.test')}>
      <MemoryRouter>
        <BookingList
          tab={tab}
          state={state}
          onRetry={handlers.onRetry ?? (() => {})}
          onOpen={handlers.onOpen ?? (() => {})}
        />
      </MemoryRouter>
    </DataProvider>,
  );
}

const ready = (data: readonly BookingWithParties[]): LoadState<readonly BookingWithParties[]> => ({
  status: 'ready',
  data,
});

describe('BookingList', () => {
  it('says it is loading while the bookings are read', () => {
    renderList('made', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading bookings…');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it.each([
    ['made', "You haven't made any bookings yet.", 'Browse Listings', '/marketplace'],
    ['received', "You haven't received any booking requests yet.", 'My Listings', '/account/listings'],
  ] as const)('says the %s tab is empty and where to go next', (tab, text, action, path) => {
    renderList(tab, ready([]));
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('button', { name: action })).toHaveAttribute('href', path);
  });

  it.each([
    ['made', "Failed to load bookings you've made"],
    ['received', "Failed to load booking requests you've received"],
  ] as const)('says the %s tab failed to load and retries on request', async (tab, text) => {
    const onRetry = vi.fn();
    renderList(tab, { status: 'failed', error: new Error('offline') }, { onRetry });
    expect(screen.getByText(text)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a card per booking, in the order given, with the owner on bookings made', () => {
    const second = testBooking(
      { id: 'booking0000002', status: 'approved', created: '2026-04-20 08:00:00.000Z' },
      { listing: testListing({ id: 'listing0000002', title: 'Cordless drill', type: 'equipment', images: [] }) },
    );
    renderList('made', ready([testBooking(), second]));
    const list = screen.getByRole('list', { name: "Bookings I've Made" });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Garden care',
      'Cordless drill',
    ]);
    expect(within(cards[0]!).getByText('Rita Owner')).toBeVisible();
    expect(within(cards[0]!).getByText('Listing owner:', { exact: false })).toBeVisible();
    expect(within(cards[0]!).getByText('Pending')).toBeVisible();
    expect(within(cards[1]!).getByText('Confirmed')).toBeVisible();
    expect(within(cards[1]!).getByText('Equipment')).toBeVisible();
    expect(within(cards[0]!).getByText('2 hours per day')).toBeVisible();
    expect(within(cards[0]!).getByText('€60')).toBeVisible();
    expect(within(cards[0]!).getByText('Apr 28, 2026')).toBeVisible();
  });

  it("shows the listing's server thumbnail and, to the owner, the renter's photo thumbnail", () => {
    const { container } = renderList('received', ready([testBooking()]));
    expect(screen.getByText('Rui Renter')).toBeVisible();
    expect(screen.getByText('Booking requester:', { exact: false })).toBeVisible();
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(sources).toEqual([
      'http://files.test/api/files/listings/listing0000001/garden_abc.png?thumb=300x300',
      'http://files.test/api/files/users/renter00000001/rui_abc.png?thumb=100x100',
    ]);
  });

  it('links View Details to the booking page and opens it in the app on a plain click', async () => {
    const onOpen = vi.fn();
    renderList('made', ready([testBooking()]), { onOpen });
    const link = screen.getByRole('link', { name: 'View Details Garden care' });
    expect(link).toHaveAttribute('href', '/account/bookings/booking0000001');
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith('booking0000001');
  });

  it('warns when the listing of a booking is gone, keeping the title the booking copied', () => {
    const gone = testBooking({}, { listing: null, listingProblem: 'not-found', owner: testUser('owner000000001') });
    renderList('made', ready([gone]));
    const card = screen.getByRole('article', { name: 'Garden care (as requested)' });
    expect(within(card).getByText('Listing not found')).toBeVisible();
    expect(within(card).getByText('Owner')).toBeVisible();
    expect(within(card).getByText('No image')).toBeVisible();
  });
});
