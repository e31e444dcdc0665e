// @vitest-environment jsdom
import { PROFILE_REVIEW_PAGE_SIZE } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReviewCardReview } from '../ReviewCard';
import { ReviewList, type ReviewListProps } from './ReviewList';

const review = (n: number, extra: Partial<ReviewCardReview> = {}): ReviewCardReview => ({
  id: `rv${n}`,
  reviewer: `reviewer${n}xyz`,
  reviewerName: `Reviewer ${n}`,
  reviewType: 'owner',
  overallRating: 4,
  categoryRatings: {},
  title: `Review ${n}`,
  content: 'It went as agreed.',
  isVerified: true,
  helpfulCount: n,
  created: '2026-05-10 10:00:00.000Z',
  ...extra,
});

function renderList(props: Partial<ReviewListProps> = {}) {
  const handlers = { onSortChange: vi.fn(), onLoadMore: vi.fn(), onRetry: vi.fn() };
  render(
    <ReviewList
      reviews={[review(1), review(2)]}
      reviewType="owner"
      sort="newest"
      hasMore={false}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('ReviewList', () => {
  it('shows the reviews in the order given, as a list', () => {
    renderList({ reviews: [review(2), review(1)] });
    const items = within(screen.getByRole('list', { name: 'Reviews' })).getAllByRole('article');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent('Review 2');
    expect(within(items[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Review 1');
  });

  it('offers the five sorts of the spec and reports the chosen one', async () => {
    const { onSortChange } = renderList();
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'Highest Rated', 'Lowest Rated', 'Most Helpful']);
    expect(select).toHaveValue('newest');
    await userEvent.selectOptions(select, 'Most Helpful');
    expect(onSortChange).toHaveBeenCalledWith('most_helpful');
  });

  it('asks for 10 more by default and for the page size it is given', async () => {
    const { onLoadMore } = renderList({ hasMore: true });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledWith(10);
  });

  it('asks for 20 more on a profile', async () => {
    const { onLoadMore } = renderList({ hasMore: true, pageSize: PROFILE_REVIEW_PAGE_SIZE });
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(onLoadMore).toHaveBeenCalledWith(20);
  });

  it('has no "Load More" when there is nothing more', () => {
    renderList({ hasMore: false });
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('keeps the reviews and busies "Load More" while the next page loads', () => {
    renderList({ hasMore: true, state: 'loading-more' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: /Load More/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
  });

  it('shows the loading text and no reviews on the first load', () => {
    renderList({ reviews: [], state: 'loading', hasMore: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says "No reviews yet" and "Be the first…" for the type when empty', () => {
    renderList({ reviews: [], reviewType: 'owner' });
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.getByText('Be the first to leave a review for this owner!')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('names the listing in the empty text of a listing', () => {
    renderList({ reviews: [], reviewType: 'listing' });
    expect(screen.getByText('Be the first to leave a review for this listing!')).toBeVisible();
  });

  it('says "Failed to load reviews" with "Try Again" when the load failed', async () => {
    const { onRetry } = renderList({ reviews: [], state: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load reviews');
    expect(screen.queryByText('No reviews yet')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the reviews shown when a further page failed, with "Try Again" instead of "Load More"', () => {
    renderList({ state: 'error', hasMore: true });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load reviews');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("hands each card the viewer's state: own, voted, reported, pending", async () => {
    const onHelpful = vi.fn();
    renderList({
      reviews: [review(1), review(2), review(3), review(4)],
      viewerId: 'reviewer1xyz',
      votedReviewIds: ['rv2'],
      reportedReviewIds: ['rv3'],
      pendingVoteIds: ['rv4'],
      onHelpful,
      onReport: vi.fn(),
      onEdit: vi.fn(),
    });
    const card = (n: number) => within(screen.getByRole('article', { name: `Review ${n}` }));
    expect(card(1).getByRole('button', { name: 'Helpful: Review 1' })).toBeDisabled();
    expect(card(1).getByRole('button', { name: 'Edit: Review 1' })).toBeEnabled();
    expect(card(2).getByRole('button', { name: 'Helpful: Review 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(card(2).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(card(3).getByRole('button', { name: 'Reported: Review 3' })).toBeDisabled();
    expect(card(3).getByRole('button', { name: 'Helpful: Review 3' })).toBeEnabled();
    expect(card(4).getByRole('button', { name: /Helpful/ })).toBeDisabled();
    await userEvent.click(card(3).getByRole('button', { name: 'Helpful: Review 3' }));
    expect(onHelpful).toHaveBeenCalledWith('rv3');
  });

  it('names an unknown reviewer "User" and 8 characters of the id', () => {
    renderList({ reviews: [review(1, { reviewerName: null, reviewer: '1234567890abc' })] });
    expect(screen.getByText('User 12345678')).toBeVisible();
  });
});
