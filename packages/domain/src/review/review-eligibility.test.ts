import { describe, expect, it } from 'vitest';
import {
  checkReviewEligibility,
  deriveReviewee,
  reviewTypeForRole,
  shouldShowReviewPrompt,
} from './review-eligibility';

const completed = { status: 'completed', owner: 'o1', renter: 'r1', isLateCancellation: false };
const check = (overrides: Partial<Parameters<typeof checkReviewEligibility>[0]>) =>
  checkReviewEligibility({
    booking: completed,
    userId: 'r1',
    reviewType: 'owner',
    alreadyReviewed: false,
    ...overrides,
  });

describe('review eligibility', () => {
  it('lets the renter review the owner (or the listing) and the owner the renter after completion', () => {
    expect(check({})).toEqual({ canReview: true, reason: null });
    expect(check({ reviewType: 'listing' })).toEqual({ canReview: true, reason: null });
    expect(check({ userId: 'o1', reviewType: 'renter' })).toEqual({ canReview: true, reason: null });
  });

  it('refuses with the spec reasons', () => {
    expect(check({ booking: null }).reason).toBe('Booking not found');
    expect(check({ userId: 'x1' }).reason).toBe('You can only review bookings you were part of');
    expect(check({ userId: undefined }).reason).toBe('You can only review bookings you were part of');
    expect(check({ booking: { ...completed, status: 'cancelled' } }).reason).toBe('Cannot review cancelled bookings');
    expect(check({ booking: { ...completed, status: 'approved' } }).reason).toBe(
      'You can only review completed bookings',
    );
    expect(check({ booking: { ...completed, status: 'pending' } }).reason).toBe(
      'You can only review completed bookings',
    );
    expect(check({ alreadyReviewed: true }).reason).toBe('You have already reviewed this booking');
  });

  it('allows a late cancellation to be reviewed only by the owner, as type renter', () => {
    const late = { ...completed, status: 'cancelled', isLateCancellation: true };
    expect(check({ booking: late, userId: 'o1', reviewType: 'renter' })).toEqual({ canReview: true, reason: null });
    expect(check({ booking: late, userId: 'r1', reviewType: 'owner' }).reason).toBe(
      'Only the owner can review a late cancellation',
    );
    expect(check({ booking: late, userId: 'o1', reviewType: 'owner' }).reason).toBe(
      'As the owner you can only review the renter',
    );
  });

  it('refuses a mismatched or unknown review type with a clear reason', () => {
    expect(check({ reviewType: 'renter' })).toEqual({
      canReview: false,
      reason: 'As the renter you can only review the owner or the listing',
    });
    expect(check({ userId: 'o1', reviewType: 'owner' })).toEqual({
      canReview: false,
      reason: 'As the owner you can only review the renter',
    });
    expect(check({ userId: 'o1', reviewType: 'listing' }).canReview).toBe(false);
    expect(check({ reviewType: 'landlord' }).reason).toBe('Invalid review type');
  });

  it('derives the reviewee and the type each party writes', () => {
    expect(deriveReviewee(completed, 'owner')).toBe('o1');
    expect(deriveReviewee(completed, 'listing')).toBe('o1');
    expect(deriveReviewee(completed, 'renter')).toBe('r1');
    expect(reviewTypeForRole('renter')).toBe('owner');
    expect(reviewTypeForRole('owner')).toBe('renter');
  });

  it('shows the prompt for completed bookings and late cancellations only', () => {
    expect(shouldShowReviewPrompt({ status: 'completed', isLateCancellation: false })).toBe(true);
    expect(shouldShowReviewPrompt({ status: 'cancelled', isLateCancellation: true })).toBe(true);
    expect(shouldShowReviewPrompt({ status: 'cancelled', isLateCancellation: false })).toBe(false);
    expect(shouldShowReviewPrompt({ status: 'approved', isLateCancellation: false })).toBe(false);
  });
});
