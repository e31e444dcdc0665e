// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReliabilityBadge } from './ReliabilityBadge';

/** The Blueprint tag that shows a label; its intent class is the colour a person sees. */
function tag(label: string) {
  return screen.getByText(label).closest(`.${Classes.TAG}`);
}

function renderBadge(totalCancellations: number, lateCancellations: number) {
  render(<ReliabilityBadge stats={{ totalCancellations, lateCancellations }} />);
  const group = screen.getByRole('group', { name: 'Booking Reliability' });
  return { group };
}

describe('ReliabilityBadge', () => {
  it('shows a green "Reliable" and "No booking cancellations" when there are none', () => {
    const { group } = renderBadge(0, 0);
    expect(group).toHaveTextContent('Booking Reliability');
    expect(tag('Reliable')).toHaveClass(Classes.INTENT_SUCCESS);
    expect(screen.getByText('No booking cancellations')).toBeVisible();
  });

  it('reads missing stats as no cancellations', () => {
    render(<ReliabilityBadge stats={undefined} />);
    expect(tag('Reliable')).toHaveClass(Classes.INTENT_SUCCESS);
    expect(screen.getByText('No booking cancellations')).toBeVisible();
  });

  it('shows "Highly Reliable" when every cancellation was on time', () => {
    renderBadge(3, 0);
    expect(tag('Highly Reliable')).toHaveClass(Classes.INTENT_SUCCESS);
    expect(screen.getByText('0 late of 3 cancellations')).toBeVisible();
  });

  it('shows "Reliable" when under 20% were late', () => {
    renderBadge(6, 1);
    expect(tag('Reliable')).toHaveClass(Classes.INTENT_PRIMARY);
    expect(screen.getByText('1 late of 6 cancellations')).toBeVisible();
  });

  it('shows "Moderately Reliable" at exactly 20% late', () => {
    renderBadge(5, 1);
    expect(tag('Moderately Reliable')).toHaveClass(Classes.INTENT_WARNING);
    expect(screen.getByText('1 late of 5 cancellations')).toBeVisible();
  });

  it('shows "Moderately Reliable" just under 50% late', () => {
    renderBadge(100, 49);
    expect(tag('Moderately Reliable')).toHaveClass(Classes.INTENT_WARNING);
    expect(screen.getByText('49 late of 100 cancellations')).toBeVisible();
  });

  it('shows "Unreliable" at exactly 50% late', () => {
    renderBadge(4, 2);
    expect(tag('Unreliable')).toHaveClass(Classes.INTENT_DANGER);
    expect(screen.getByText('2 late of 4 cancellations')).toBeVisible();
  });

  it('says "cancellation" for a single one', () => {
    renderBadge(1, 1);
    expect(screen.getByText('Unreliable')).toBeVisible();
    expect(screen.getByText('1 late of 1 cancellation')).toBeVisible();
  });

  it('shows exactly one label', () => {
    const { group } = renderBadge(4, 1);
    const labels = ['Highly Reliable', 'Reliable', 'Moderately Reliable', 'Unreliable'];
    expect(labels.filter((label) => screen.queryByText(label) !== null)).toEqual(['Moderately Reliable']);
    expect(group).toHaveTextContent('Booking ReliabilityModerately Reliable1 late of 4 cancellations');
  });
});
