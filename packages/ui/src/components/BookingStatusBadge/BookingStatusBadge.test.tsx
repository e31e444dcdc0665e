// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingStatusBadge } from './BookingStatusBadge';

/** The tag element around a label (Blueprint wraps the text in its own span). */
function tag(label: string): HTMLElement {
  return screen.getByText(label).closest('.bp6-tag') as HTMLElement;
}

describe('BookingStatusBadge', () => {
  it.each([
    ['pending', 'Pending', 'bp6-intent-warning'],
    ['negotiating', 'Negotiating', 'bp6-intent-primary'],
    ['approved', 'Confirmed', 'bp6-intent-success'],
    ['rejected', 'Rejected', 'bp6-intent-danger'],
    ['completed', 'Completed', 'bp6-intent-success'],
  ] as const)('shows %s as "%s" in its colour', (status, label, intentClass) => {
    render(<BookingStatusBadge status={status} />);
    expect(tag(label)).toHaveClass(intentClass, 'partilha-booking-status-badge');
  });

  it('shows a cancelled booking in a neutral colour', () => {
    render(<BookingStatusBadge status="cancelled" />);
    expect(tag('Cancelled').className).not.toMatch(/bp6-intent-/);
  });

  it('comes in a large size for the detail header', () => {
    render(<BookingStatusBadge status="approved" size="large" className="extra" />);
    expect(tag('Confirmed')).toHaveClass('bp6-large', 'extra');
  });
});
