// @vitest-environment jsdom
import { Classes } from '@blueprintjs/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListingCardSkeleton } from './ListingCardSkeleton';

describe('ListingCardSkeleton', () => {
  it("is made of the card's own boxes, so it is as tall as the card", () => {
    const { container } = render(<ListingCardSkeleton />);
    const card = container.firstElementChild as HTMLElement;
    expect(card).toHaveClass('partilha-listing-card');
    for (const part of ['media', 'body', 'title', 'location', 'price'])
      expect(card.querySelector(`.partilha-listing-card-${part}`), part).not.toBeNull();
    expect(card.querySelector('.partilha-listing-card-media')).toHaveClass(Classes.SKELETON);
    expect(card.querySelector('.partilha-listing-card-owner')).toBeNull();
  });

  it('has the owner line when the cards will have one', () => {
    const { container } = render(<ListingCardSkeleton withOwner />);
    expect(container.querySelector('.partilha-listing-card-owner')).not.toBeNull();
  });
});
