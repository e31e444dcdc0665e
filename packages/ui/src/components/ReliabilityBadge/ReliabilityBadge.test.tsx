// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReliabilityBadge } from './ReliabilityBadge';

/** The Blueprint tag that shows a label; its intent class is the colour a person sees. */
function tag(label: string) {
  return screen.getByText(label).closest(`.${Classes.TAG}`);
}

function renderBadge(endedBookings: number, totalCancellations: number, lateCancellations: number) {
  render(<ReliabilityBadge stats={{ endedBookings, totalCancellations, lateCancellations }} />);
  const group = screen.getByRole('group', { name: 'Booking Reliability' });
  return { group };
}

describe('ReliabilityBadge', () => {
  it('shows "New member" with the count under three bookings', () => {
    const { group } = renderBadge(2, 1, 1);
    expect(group).toHaveTextContent('Booking Reliability');
    expect(tag('New member')).not.toHaveClass(Classes.INTENT_DANGER);
    expect(screen.getByText('2 bookings so far')).toBeVisible();
  });

  it('reads missing stats as a new member', () => {
    render(<ReliabilityBadge stats={undefined} />);
    expect(screen.getByText('New member')).toBeVisible();
    expect(screen.getByText('0 bookings so far')).toBeVisible();
  });

  it('shows a green "Highly Reliable" without cancellations, with the count', () => {
    renderBadge(12, 0, 0);
    expect(tag('Highly Reliable')).toHaveClass(Classes.INTENT_SUCCESS);
    expect(screen.getByText('No booking cancellations in 12 bookings')).toBeVisible();
  });

  it('shows "Reliable" for one late cancellation among a hundred completed bookings', () => {
    renderBadge(101, 1, 1);
    expect(tag('Reliable')).toHaveClass(Classes.INTENT_PRIMARY);
    expect(screen.getByText('1 late cancellation in 101 bookings')).toBeVisible();
  });

  it('shows "Moderately Reliable" at exactly 20% late', () => {
    renderBadge(5, 1, 1);
    expect(tag('Moderately Reliable')).toHaveClass(Classes.INTENT_WARNING);
  });

  it('shows "Unreliable" at exactly 50% late', () => {
    renderBadge(4, 2, 2);
    expect(tag('Unreliable')).toHaveClass(Classes.INTENT_DANGER);
    expect(screen.getByText('2 late cancellations in 4 bookings')).toBeVisible();
  });

  it('shows exactly one label', () => {
    const { group } = renderBadge(4, 1, 1);
    const labels = ['New member', 'Highly Reliable', 'Reliable', 'Moderately Reliable', 'Unreliable'];
    expect(labels.filter((label) => screen.queryByText(label) !== null)).toEqual(['Moderately Reliable']);
    expect(group).toHaveTextContent('Booking ReliabilityModerately Reliable1 late cancellation in 4 bookings');
  });
});
