// @vitest-environment jsdom
import { formatListingPrice } from '@partilha/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cls } from '../../classes';
import { PriceTag } from './PriceTag';

function shownPrice(container: HTMLElement): string | null | undefined {
  return container.querySelector('[aria-hidden="true"]')?.textContent;
}

describe('PriceTag', () => {
  it('shows a service price per hour and says it in words', () => {
    const { container } = render(<PriceTag price={25} type="service" />);
    expect(shownPrice(container)).toBe('€25/hr');
    expect(screen.getByText('25 euros per hour')).toBeInTheDocument();
  });

  it('shows an equipment price per day with cents', () => {
    const { container } = render(<PriceTag price={12.5} type="equipment" />);
    expect(shownPrice(container)).toBe('€12.50/day');
    expect(screen.getByText('12.50 euros per day')).toBeInTheDocument();
  });

  it('shows the same text as the domain formatting', () => {
    const { container } = render(<PriceTag price={1234.5} type="equipment" />);
    expect(shownPrice(container)).toBe(formatListingPrice(1234.5, 'equipment'));
  });

  it('shows a missing price as €0', () => {
    const { container } = render(<PriceTag price={null} type="service" />);
    expect(shownPrice(container)).toBe('€0/hr');
  });

  it('hides the symbols from screen readers, so the words are not read twice', () => {
    const { container } = render(<PriceTag price={25} type="service" />);
    expect(container.firstElementChild).toHaveTextContent('€25/hr25 euros per hour');
    expect(screen.getByText('€25').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it.each(['sm', 'md', 'lg'] as const)('applies the %s size class', (size) => {
    const { container } = render(<PriceTag price={25} type="service" size={size} />);
    expect(container.firstElementChild).toHaveClass(cls('price-tag'), cls(`price-tag-${size}`));
  });
});
