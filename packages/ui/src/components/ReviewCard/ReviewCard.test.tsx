// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewCard, type ReviewCardReview } from './ReviewCard';

const review: ReviewCardReview = {
  id: 'rv1',
  reviewer: 'abcdefgh12345678',
  reviewerName: 'Inês Carvalho',
  reviewType: 'owner',
  overallRating: 4,
  categoryRatings: { communication: 5, cleanliness: 3, reliability: 0 },
  title: 'Quick and careful',
  content: 'The drill was charged and clean.',
  isVerified: true,
  helpfulCount: 2,
  created: '2026-05-17 09:30:00.000Z',
};
const now = new Date('2026-05-20T12:00:00Z');
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ key: `p${i}`, url: `https://example.test/${i}.jpg` }));

describe('ReviewCard', () => {
  it('shows reviewer, overall stars, verified mark, date, title, text and helpful count', () => {
    render(<ReviewCard review={review} now={now} />);
    const card = screen.getByRole('article', { name: 'Quick and careful' });
    expect(within(card).getByText('Inês Carvalho')).toBeVisible();
    expect(within(card).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('Verified booking')).toBeVisible();
    expect(within(card).getByText('3d ago')).toHaveAttribute('datetime', '2026-05-17T09:30:00.000Z');
    expect(within(card).getByRole('heading', { level: 3, name: 'Quick and careful' })).toBeVisible();
    expect(within(card).getByText('The drill was charged and clean.')).toBeVisible();
    expect(within(card).getByText('2 people found this helpful')).toBeVisible();
  });

  it("shows the reviewed person's reply under the review, and what the app puts below it", () => {
    render(
      <ReviewCard
        review={{ ...review, reply: 'Thank you, Inês!', replyAuthorName: 'Olga Owner' }}
        now={now}
        footer={<button type="button">Edit reply</button>}
      />,
    );
    const reply = screen.getByRole('region', { name: 'Reply from Olga Owner' });
    expect(within(reply).getByText('Thank you, Inês!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit reply' })).toBeVisible();
  });

  it('shows no reply section without a reply, and names an unknown replier generically', () => {
    const { rerender } = render(<ReviewCard review={review} now={now} />);
    expect(screen.queryByRole('region', { name: /^Reply from/ })).not.toBeInTheDocument();
    rerender(<ReviewCard review={{ ...review, reply: 'Thanks' }} now={now} />);
    expect(screen.getByRole('region', { name: 'Reply from the person reviewed' })).toBeVisible();
  });

  it('shows the date without a clock, and no verified mark when not verified', () => {
    render(<ReviewCard review={{ ...review, isVerified: false }} />);
    expect(screen.getByText('May 17, 2026')).toBeVisible();
    expect(screen.queryByText('Verified booking')).not.toBeInTheDocument();
  });

  it('names an unknown reviewer "User" and the first 8 characters of the id', () => {
    render(<ReviewCard review={{ ...review, reviewerName: '  ' }} now={now} />);
    expect(screen.getByText('User abcdefgh')).toBeVisible();
  });

  it('lists rated categories with their labels, leaving out the unrated', () => {
    render(<ReviewCard review={review} now={now} />);
    expect(screen.getByText('Communication')).toBeVisible();
    expect(screen.getByText('Equipment Condition')).toBeVisible();
    expect(screen.queryByText('Reliability')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 3.0 out of 5' })).toBeInTheDocument();
  });

  it('cuts text past 200 characters with "Read more", and opens and closes it', async () => {
    const content = `${'a'.repeat(195)} bbbbbbbbbb the end`;
    render(<ReviewCard review={{ ...review, content }} now={now} />);
    expect(screen.queryByText(/the end/)).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(screen.getByText(/the end$/)).toBeVisible();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(less);
    expect(screen.queryByText(/the end/)).not.toBeInTheDocument();
  });

  it('has no "Read more" at exactly 200 characters', () => {
    render(<ReviewCard review={{ ...review, content: 'x'.repeat(200) }} now={now} />);
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows at most three photos and "+N" for the rest', () => {
    render(<ReviewCard review={{ ...review, photos: photos(5) }} now={now} />);
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(within(list).getAllByRole('img')).toHaveLength(3);
    expect(within(list).getByRole('img', { name: "Photo 1 of 5 from Inês Carvalho's review" })).toBeInTheDocument();
    expect(within(list).getByText('+2')).toBeVisible();
    expect(within(list).getByText('2 more photos')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', 'https://example.test/0.jpg');
  });

  it('shows three photos without "+N", and no photo list without photos', () => {
    const { rerender } = render(<ReviewCard review={{ ...review, photos: photos(3) }} now={now} />);
    expect(screen.getAllByRole('img', { name: /^Photo/ })).toHaveLength(3);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
    rerender(<ReviewCard review={{ ...review, photos: [] }} now={now} />);
    expect(screen.queryByRole('list', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('calls onHelpful with the review id', async () => {
    const onHelpful = vi.fn();
    render(<ReviewCard review={review} now={now} onHelpful={onHelpful} />);
    const helpful = screen.getByRole('button', { name: 'Helpful: Quick and careful' });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(helpful);
    expect(onHelpful).toHaveBeenCalledWith('rv1');
  });

  it('disables Helpful once voted, pressed', () => {
    render(<ReviewCard review={review} now={now} onHelpful={vi.fn()} hasVoted />);
    const helpful = screen.getByRole('button', { name: /Helpful/ });
    expect(helpful).toBeDisabled();
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
  });

  it('disables Helpful and Report on your own review and offers Edit and Delete', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(
      <ReviewCard
        review={review}
        now={now}
        isOwn
        onHelpful={vi.fn()}
        onReport={vi.fn()}
        onEdit={onEdit}
        onDelete={onDelete}
      />,
    );
    expect(screen.getByRole('button', { name: /Helpful/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Report/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Edit: Quick and careful' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Quick and careful' }));
    expect(onEdit).toHaveBeenCalledWith('rv1');
    expect(onDelete).toHaveBeenCalledWith('rv1');
  });

  it("offers no Edit or Delete on someone else's review", () => {
    render(<ReviewCard review={review} now={now} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('asks the app to report the review (the app opens its report form)', async () => {
    const onReport = vi.fn();
    render(<ReviewCard review={review} now={now} onReport={onReport} />);
    await userEvent.click(screen.getByRole('button', { name: 'Report: Quick and careful' }));
    expect(onReport).toHaveBeenCalledWith('rv1');
  });

  it('shows "Reported" disabled once reported', () => {
    render(<ReviewCard review={review} now={now} onReport={vi.fn()} hasReported />);
    expect(screen.getByRole('button', { name: 'Reported: Quick and careful' })).toBeDisabled();
  });

  it('shows the count alone to a signed-out visitor', () => {
    render(<ReviewCard review={review} now={now} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('2 people found this helpful')).toBeVisible();
  });
});
