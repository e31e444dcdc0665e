import { describe, expect, it } from 'vitest';
import {
  checkReviewReply,
  replyEditableUntil,
  reviewPublicationNote,
  reviewsArePublishable,
  reviewsPublishBy,
  unpublishedReviewNote,
} from './review-blind';

const parties = { owner: 'owner1', renter: 'renter1' };
const completedAt = new Date('2026-03-02T10:00:00Z');
const DAY = 86_400_000;

describe('reviewsArePublishable', () => {
  it('waits for both parties, or 14 days after completion', () => {
    const soon = new Date(completedAt.getTime() + DAY);
    expect(reviewsArePublishable(parties, ['renter1'], completedAt, soon)).toBe(false);
    expect(reviewsArePublishable(parties, ['owner1'], completedAt, soon)).toBe(false);
    expect(reviewsArePublishable(parties, ['renter1', 'renter1'], completedAt, soon)).toBe(false);
    expect(reviewsArePublishable(parties, ['renter1', 'owner1'], completedAt, soon)).toBe(true);
    expect(
      reviewsArePublishable(parties, ['renter1'], completedAt, new Date(completedAt.getTime() + 14 * DAY - 1)),
    ).toBe(false);
    expect(reviewsArePublishable(parties, ['renter1'], completedAt, reviewsPublishBy(completedAt))).toBe(true);
  });

  it('never waits for a side that cannot review, and never publishes by date without a completion', () => {
    expect(reviewsArePublishable(parties, ['owner1'], null, completedAt, true)).toBe(true);
    expect(reviewsArePublishable(parties, ['owner1'], null, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the notes', () => {
  const now = new Date(completedAt.getTime() + DAY);

  it('say in the dialog when the review will be published, naming the other party', () => {
    expect(reviewPublicationNote('renter', { status: 'completed', completedAt: '2026-03-02 10:00:00.000Z' }, now)).toBe(
      "Your review stays hidden until the owner has reviewed too, or until Mar 16, 2026 at the latest. Then both reviews are published together, so neither of you sees the other's first.",
    );
    expect(reviewPublicationNote('owner', { status: 'completed', completedAt: '' }, now)).toContain(
      'until the renter has reviewed too, or for 14 days at the most',
    );
    // After the blind period, or for a late cancellation, it is published at once: nothing to say.
    expect(
      reviewPublicationNote('renter', { status: 'completed', completedAt: '2026-01-01 10:00:00.000Z' }, now),
    ).toBeNull();
    expect(reviewPublicationNote('owner', { status: 'cancelled', completedAt: '' }, now)).toBeNull();
  });

  it('tell the author their review is not published yet, and nothing once it is', () => {
    expect(unpublishedReviewNote({ publishedAt: '' }, { completedAt: '2026-03-02 10:00:00.000Z' })).toBe(
      'Not published yet: visible to others once both have reviewed, or on Mar 16, 2026.',
    );
    expect(unpublishedReviewNote({ publishedAt: '2026-03-03 10:00:00.000Z' }, { completedAt: '' })).toBeNull();
  });
});

describe('a reply', () => {
  it('is trimmed, required and at most 500 characters', () => {
    expect(checkReviewReply('  Thanks!  ')).toEqual({ ok: true, reply: 'Thanks!' });
    expect(checkReviewReply('   ')).toEqual({ ok: false, message: 'Please write your reply' });
    expect(checkReviewReply(undefined)).toEqual({ ok: false, message: 'Please write your reply' });
    expect(checkReviewReply(42)).toEqual({ ok: false, message: 'Please write your reply' });
    expect(checkReviewReply('x'.repeat(500))).toMatchObject({ ok: true });
    expect(checkReviewReply('x'.repeat(501))).toEqual({ ok: false, message: 'A reply cannot exceed 500 characters' });
  });

  it('can be changed for 48 hours after it was first posted', () => {
    expect(replyEditableUntil(completedAt)).toEqual(new Date('2026-03-04T10:00:00Z'));
  });
});
