import { REVIEW_MESSAGES, type Review } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_TEXT, reviewPromptNeedsLoad, reviewPromptView, type ReviewPromptLoad } from './review-prompt-view';

const booking = (status: string, isLateCancellation = false) => ({ status, isLateCancellation });
const loaded = (overrides: Partial<Extract<ReviewPromptLoad, { status: 'loaded' }>> = {}): ReviewPromptLoad => ({
  status: 'loaded',
  ownReview: null,
  canReview: true,
  reason: null,
  ...overrides,
});
const review = { id: 'r1', title: 'Great' } as Review;

describe('the reviews area of a booking page', () => {
  it('says "Booking In Progress" before completion, for both parties, without asking the server', () => {
    for (const status of ['pending', 'negotiating', 'approved']) {
      for (const role of ['owner', 'renter'] as const) {
        expect(reviewPromptNeedsLoad(booking(status), role)).toBe(false);
        expect(reviewPromptView(booking(status), role, { status: 'loading' })).toEqual({
          kind: 'notice',
          title: 'Booking In Progress',
          text: IN_PROGRESS_TEXT,
        });
      }
    }
  });

  it('says "Booking Cancelled" for a cancellation on time, and to the renter of a late one', () => {
    expect(reviewPromptView(booking('cancelled'), 'owner', loaded())).toEqual({
      kind: 'notice',
      title: 'Booking Cancelled',
      text: 'Cannot review cancelled bookings',
    });
    expect(reviewPromptNeedsLoad(booking('cancelled', true), 'renter')).toBe(false);
    expect(reviewPromptView(booking('cancelled', true), 'renter', loaded())).toEqual({
      kind: 'notice',
      title: 'Booking Cancelled',
      text: 'Only the owner can review a late cancellation',
    });
  });

  it('shows nothing for a rejected request', () => {
    expect(reviewPromptView(booking('rejected'), 'owner', loaded())).toEqual({ kind: 'hidden' });
  });

  it('asks the server for a completed booking, and for the owner of a late cancellation', () => {
    expect(reviewPromptNeedsLoad(booking('completed'), 'owner')).toBe(true);
    expect(reviewPromptNeedsLoad(booking('completed'), 'renter')).toBe(true);
    expect(reviewPromptNeedsLoad(booking('cancelled', true), 'owner')).toBe(true);
    expect(reviewPromptView(booking('completed'), 'renter', { status: 'loading' })).toEqual({ kind: 'loading' });
    expect(reviewPromptView(booking('completed'), 'renter', { status: 'failed' })).toEqual({ kind: 'failed' });
  });

  it('offers the renter the owner review and the owner the renter review', () => {
    expect(reviewPromptView(booking('completed'), 'renter', loaded())).toEqual({ kind: 'offer', reviewType: 'owner' });
    expect(reviewPromptView(booking('completed'), 'owner', loaded())).toEqual({ kind: 'offer', reviewType: 'renter' });
    expect(reviewPromptView(booking('cancelled', true), 'owner', loaded())).toEqual({
      kind: 'offer',
      reviewType: 'renter',
    });
  });

  it('shows "Your Review" once written, and the server\'s reason when it refuses', () => {
    expect(reviewPromptView(booking('completed'), 'owner', loaded({ ownReview: review, canReview: false }))).toEqual({
      kind: 'own-review',
      review,
    });
    expect(
      reviewPromptView(
        booking('completed'),
        'owner',
        loaded({ canReview: false, reason: REVIEW_MESSAGES.alreadyReviewed }),
      ),
    ).toEqual({ kind: 'unavailable', reason: 'You have already reviewed this booking' });
  });
});
