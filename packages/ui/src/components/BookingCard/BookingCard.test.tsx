// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setActiveLanguage } from '@partilha/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingCard, type BookingCardProps } from './BookingCard';

const booking: BookingCardProps = {
  id: 'bk1',
  listingTitle: 'Home cleaning',
  listingType: 'service',
  imageUrl: 'https://example.test/clean.jpg',
  otherParty: { role: 'owner', name: 'Rui Almeida' },
  startDate: '2026-05-04',
  endDate: '2026-05-06',
  selectedDates: ['2026-05-04', '2026-05-05', '2026-05-06'],
  hoursPerDay: 4,
  totalPrice: 300.5,
  requestedAt: '2026-04-28 09:12:00.000Z',
  status: 'approved',
  href: '/account/bookings/bk1',
};

describe('BookingCard', () => {
  it('shows title, type, dates, hours, total in euros, requested-on and the status', () => {
    render(<BookingCard {...booking} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Home cleaning' })).toBeVisible();
    expect(screen.getByText('Service')).toBeVisible();
    expect(screen.getByText('May 4, 2026 - May 6, 2026 (3 days)')).toBeVisible();
    expect(screen.getByText('4 hours per day')).toBeVisible();
    expect(screen.getByText('€300.50')).toBeVisible();
    expect(screen.getByText('Apr 28, 2026')).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByRole('article', { name: 'Home cleaning' })).toBeInTheDocument();
  });

  it('labels the other party by their part in the booking', () => {
    const { rerender } = render(<BookingCard {...booking} />);
    expect(screen.getByText('Listing owner:', { exact: false })).toBeVisible();
    expect(screen.getByText('Rui Almeida')).toBeVisible();
    rerender(<BookingCard {...booking} otherParty={{ role: 'renter', name: 'Inês' }} />);
    expect(screen.getByText('Booking requester:', { exact: false })).toBeVisible();
    expect(screen.getByText('Inês')).toBeVisible();
  });

  it('shows one day without a range, a full day, and leaves out what is missing', () => {
    render(
      <BookingCard
        {...booking}
        endDate="2026-05-04"
        selectedDates={['2026-05-04']}
        hoursPerDay={24}
        requestedAt={null}
      />,
    );
    expect(screen.getByText('May 4, 2026 (1 day)')).toBeVisible();
    expect(screen.getByText('Full day (24 hours)')).toBeVisible();
    expect(screen.queryByText('Requested on')).not.toBeInTheDocument();
  });

  it('has no hours line without hours per day', () => {
    render(<BookingCard {...booking} hoursPerDay={null} />);
    expect(screen.queryByText('Hours')).not.toBeInTheDocument();
  });

  it('shows how the total is made under it', () => {
    render(<BookingCard {...booking} totalPrice={300} priceFormula="€25 × 4 h × 3 days = €300" />);
    expect(screen.getByText('€300')).toBeVisible();
    expect(screen.getByText('€25 × 4 h × 3 days = €300')).toBeVisible();
  });

  it('has no hours line for equipment, which is priced per day', () => {
    render(<BookingCard {...booking} listingType="equipment" hoursPerDay={1} />);
    expect(screen.queryByText('Hours')).not.toBeInTheDocument();
  });

  it.each([
    ['not-found', 'Listing not found'],
    ['error', 'Error loading listing'],
  ] as const)('warns when the listing is %s, keeping the copied title', (problem, text) => {
    render(<BookingCard {...booking} listingProblem={problem} />);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Home cleaning' })).toBeVisible();
  });

  it('falls back to "No image" without a picture or when it fails to load', () => {
    const { container } = render(<BookingCard {...booking} />);
    expect(screen.queryByText('No image')).not.toBeInTheDocument();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByText('No image')).toBeVisible();
  });

  it('links to the detail page with a name that says which booking', () => {
    render(<BookingCard {...booking} />);
    const link = screen.getByRole('link', { name: 'View Details Home cleaning' });
    expect(link).toHaveAttribute('href', '/account/bookings/bk1');
  });

  it('hands a plain click or Enter to onOpen, and leaves ctrl-click to the browser', async () => {
    const onOpen = vi.fn();
    render(<BookingCard {...booking} onOpen={onOpen} />);
    const link = screen.getByRole('link', { name: /View Details/ });
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith('bk1');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(ctrlClick);
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(ctrlClick.defaultPrevented).toBe(false);
  });
});

describe('BookingCard in pt-PT (issue 19)', () => {
  afterEach(() => setActiveLanguage('en'));

  it('labels its facts, the other party, the status and the link in Portuguese', () => {
    setActiveLanguage('pt-PT');
    render(<BookingCard {...booking} />);
    expect(screen.getByText('4 horas por dia')).toBeVisible();
    expect(screen.getByText('(3 dias)', { exact: false })).toBeVisible();
    expect(screen.getByText('Proprietário:', { exact: false })).toBeVisible();
    expect(screen.getByText('Confirmada')).toBeVisible();
    for (const term of ['Datas', 'Horas', 'Total', 'Pedido em']) expect(screen.getByText(term)).toBeVisible();
    expect(screen.getByRole('link', { name: /^Ver detalhes/ })).toBeVisible();
    expect(screen.queryByText(/View Details|Requested on|Confirmed/)).toBeNull();
  });
});
