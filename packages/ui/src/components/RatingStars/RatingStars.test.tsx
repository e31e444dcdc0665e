// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cls } from '../../classes';
import { RatingStars } from './RatingStars';

function countStars(container: HTMLElement) {
  const count = (fill: string) => container.querySelectorAll(`.${cls(`star-${fill}`)}`).length;
  return { full: count('full'), half: count('half'), empty: count('empty') };
}

describe('RatingStars', () => {
  it('shows "No reviews yet" and five empty, decorative stars when nothing is rated', () => {
    const { container } = render(<RatingStars rating={0} reviewCount={0} />);
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(countStars(container)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows 4.5 as four full stars and a half star, with the rating and count', () => {
    const { container } = render(<RatingStars rating={4.5} reviewCount={12} />);
    expect(screen.getByText('4.5 (12 reviews)')).toBeVisible();
    expect(countStars(container)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows no half star when the fraction is under .5 (4.4)', () => {
    const { container } = render(<RatingStars rating={4.4} reviewCount={7} />);
    expect(screen.getByText('4.4 (7 reviews)')).toBeVisible();
    expect(countStars(container)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeInTheDocument();
  });

  it('shows five full stars for 5.0', () => {
    const { container } = render(<RatingStars rating={5} reviewCount={3} />);
    expect(screen.getByText('5.0 (3 reviews)')).toBeVisible();
    expect(countStars(container)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(screen.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeInTheDocument();
  });

  it('says "review" for a single review', () => {
    render(<RatingStars rating={4} reviewCount={1} />);
    expect(screen.getByText('4.0 (1 review)')).toBeVisible();
  });

  it('shows 3.0 as three full and two empty stars', () => {
    const { container } = render(<RatingStars rating={3} reviewCount={5} />);
    expect(screen.getByText('3.0 (5 reviews)')).toBeVisible();
    expect(countStars(container)).toEqual({ full: 3, half: 0, empty: 2 });
  });

  it('shows the rating to one decimal (4.25 → 4.3) while the stars follow the fraction', () => {
    const { container } = render(<RatingStars rating={4.25} reviewCount={4} />);
    expect(screen.getByText('4.3 (4 reviews)')).toBeVisible();
    expect(countStars(container)).toEqual({ full: 4, half: 0, empty: 1 });
  });

  it('shows the rating alone when showCount is false', () => {
    render(<RatingStars rating={4.5} reviewCount={12} showCount={false} />);
    expect(screen.getByText('4.5')).toBeVisible();
    expect(screen.queryByText(/reviews/)).not.toBeInTheDocument();
  });

  it('still says "No reviews yet" when showCount is false and nothing is rated', () => {
    render(<RatingStars rating={0} reviewCount={0} showCount={false} />);
    expect(screen.getByText('No reviews yet')).toBeVisible();
  });

  it.each(['sm', 'md', 'lg'] as const)('applies the %s size class', (size) => {
    const { container } = render(<RatingStars rating={4.5} reviewCount={12} size={size} />);
    expect(container.firstElementChild).toHaveClass(cls('rating-stars'), cls(`rating-stars-${size}`));
  });

  it('defaults to the md size', () => {
    const { container } = render(<RatingStars rating={4.5} reviewCount={12} />);
    expect(container.firstElementChild).toHaveClass(cls('rating-stars-md'));
  });
});
