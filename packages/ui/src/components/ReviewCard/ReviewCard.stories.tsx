import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ReviewCard } from './ReviewCard';
import { FIVE_PHOTOS, LONG_CONTENT, OWNER_REVIEW, STORY_NOW } from './story-reviews';

const meta = {
  title: 'Reviews/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  // The width of the review list on a public profile.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    review: OWNER_REVIEW,
    now: STORY_NOW,
    onHelpful: fn(),
    onReport: fn(),
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A renter's review of an owner: verified, every category rated, three found it helpful. */
export const OwnerReview: Story = {};

/** More than 200 characters: cut with "Read more", which opens the whole text ("Show less" closes it). */
export const LongText: Story = { args: { review: { ...OWNER_REVIEW, content: LONG_CONTENT } } };

/** Five photos: three show, then "+2". */
export const WithPhotos: Story = { args: { review: { ...OWNER_REVIEW, photos: FIVE_PHOTOS } } };

/** Exactly three photos: no "+N". */
export const ThreePhotos: Story = { args: { review: { ...OWNER_REVIEW, photos: FIVE_PHOTOS.slice(0, 3) } } };

/** A reviewer without a display name: "User" and the first 8 characters of the id, initial U. */
export const UnknownReviewer: Story = {
  args: { review: { ...OWNER_REVIEW, reviewerName: null, reviewerAvatarUrl: null } },
};

/** An owner's review of a renter, with the renter's categories. */
export const RenterReview: Story = {
  args: {
    review: {
      ...OWNER_REVIEW,
      reviewType: 'renter',
      reviewerName: 'Rui Almeida',
      categoryRatings: { communication: 4, reliability: 5, carefulness: 5, punctuality: 3, respectfulness: 5 },
      title: 'Returned the drill clean',
      content: 'Picked up and returned on time, everything clean and in its case.',
    },
  },
};

/** A listing review: condition, accuracy, value. */
export const ListingReview: Story = {
  args: {
    review: { ...OWNER_REVIEW, reviewType: 'listing', categoryRatings: { condition: 4, accuracy: 5, value: 3 } },
  },
};

/** No category rated (each left at 0): only the overall stars. */
export const OverallOnly: Story = {
  args: { review: { ...OWNER_REVIEW, overallRating: 3, categoryRatings: { communication: 0 }, helpfulCount: 0 } },
};

/** A review without the verified mark. */
export const NotVerified: Story = { args: { review: { ...OWNER_REVIEW, isVerified: false } } };

/** Without a clock the date shows instead of "3d ago". */
export const WithDate: Story = { args: { now: undefined } };

/** A review older than a week reads as its date even with the clock. */
export const OlderReview: Story = { args: { review: { ...OWNER_REVIEW, created: '2026-02-03 18:00:00.000Z' } } };

/** The signed-in user's own review: Helpful and Report disabled, Edit and Delete offered. */
export const OwnReview: Story = { args: { isOwn: true, onEdit: fn(), onDelete: fn() } };

/** Already marked helpful (one vote per user): the button stays pressed. */
export const AlreadyVoted: Story = { args: { hasVoted: true, review: { ...OWNER_REVIEW, helpfulCount: 4 } } };

/** Already reported (one report per user). */
export const AlreadyReported: Story = { args: { hasReported: true } };

/** The helpful vote is being saved. */
export const VotePending: Story = { args: { votePending: true } };

/** The report is being saved. */
export const ReportPending: Story = { args: { reportPending: true } };

/** A signed-out visitor: the count alone, no buttons. */
export const SignedOut: Story = { args: { onHelpful: undefined, onReport: undefined } };

/** Nobody found it helpful yet. */
export const NoHelpfulVotes: Story = { args: { review: { ...OWNER_REVIEW, helpfulCount: 0 } } };

/** A long name and an unbroken title wrap inside the card. */
export const LongTexts: Story = {
  args: {
    review: {
      ...OWNER_REVIEW,
      reviewerName: 'Maria Fernandes da Costa Rodrigues de Albuquerque',
      title: 'Absolutely-fantastic-service-from-start-to-finish-would-recommend-to-everyone',
    },
  },
};

/** Click Helpful: the count goes up once, and the button stays pressed. Report asks for a reason. */
export const Interactive: Story = {
  render: function InteractiveCard(args) {
    const [review, setReview] = useState(args.review);
    const [voted, setVoted] = useState(false);
    const [reported, setReported] = useState(false);
    return (
      <ReviewCard
        {...args}
        review={review}
        hasVoted={voted}
        hasReported={reported}
        onHelpful={(id) => {
          args.onHelpful?.(id);
          setVoted(true);
          setReview((current) => ({ ...current, helpfulCount: current.helpfulCount + 1 }));
        }}
        onReport={(id) => {
          args.onReport?.(id);
          setReported(true);
        }}
      />
    );
  },
};

/** On a phone (375 px wide, less the page's padding). */
export const Phone: Story = {
  args: { review: { ...OWNER_REVIEW, content: LONG_CONTENT, photos: FIVE_PHOTOS } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

/** The reviewed person's public reply, under the review (issue 21). */
export const WithReply: Story = {
  args: {
    review: {
      ...OWNER_REVIEW,
      reply: 'Thank you! Glad the drill did the job — come back any time.',
      replyAuthorName: 'Olga Owner',
    },
  },
};
