import { PROFILE_REVIEW_PAGE_SIZE, sortReviews, type ReviewSort } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { storyReviews, STORY_NOW } from '../ReviewCard/story-reviews';
import { ReviewList, type ReviewListState } from './ReviewList';

const meta = {
  title: 'Reviews/ReviewList',
  component: ReviewList,
  tags: ['autodocs'],
  // The Reviews tab of a public profile.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    reviews: storyReviews(4),
    reviewType: 'owner',
    sort: 'newest',
    hasMore: false,
    now: STORY_NOW,
    onSortChange: fn(),
    onLoadMore: fn(),
    onRetry: fn(),
    onHelpful: fn(),
    onReport: fn(),
  },
  argTypes: {
    state: { control: 'inline-radio', options: ['loading', 'ready', 'loading-more', 'error'] },
  },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four reviews, newest first: long text with "Read more", photos, an unknown reviewer. */
export const Reviews: Story = {};

/** A full page with more to come: "Load More". */
export const WithLoadMore: Story = { args: { reviews: storyReviews(10), hasMore: true } };

/** The next page is on its way. */
export const LoadingMore: Story = { args: { reviews: storyReviews(10), hasMore: true, state: 'loading-more' } };

/** The first load. */
export const Loading: Story = { args: { reviews: [], state: 'loading' } };

/** Nobody reviewed this owner yet. */
export const Empty: Story = { args: { reviews: [] } };

/** A listing's reviews, none yet: the type in the text follows. */
export const EmptyListing: Story = { args: { reviews: [], reviewType: 'listing' } };

/** The first load failed: "Failed to load reviews" and "Try Again". */
export const LoadFailed: Story = { args: { reviews: [], state: 'error' } };

/** Loading a further page failed: the reviews stay, the error and "Try Again" follow them. */
export const LoadMoreFailed: Story = { args: { reviews: storyReviews(10), hasMore: true, state: 'error' } };

/** Sorted by helpful votes. */
export const MostHelpful: Story = {
  args: { sort: 'most_helpful', reviews: sortReviews(storyReviews(6), 'most_helpful') },
};

/** Signed in: one's own review (Edit, Delete), one already marked helpful, one reported, one vote saving. */
export const SignedIn: Story = {
  args: {
    reviews: storyReviews(5),
    viewerId: 'u001reviewer1',
    votedReviewIds: ['rv-0'],
    reportedReviewIds: ['rv-2'],
    pendingVoteIds: ['rv-3'],
    onEdit: fn(),
    onDelete: fn(),
  },
};

/** A signed-out visitor: helpful counts without buttons. */
export const SignedOut: Story = { args: { onHelpful: undefined, onReport: undefined } };

/** On a phone (375 px wide, less the page's padding). */
export const Phone: Story = {
  args: { reviews: storyReviews(3), hasMore: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

const ALL_REVIEWS = storyReviews(45);

/**
 * Like a profile with 45 reviews: a pretend server sorts them and hands out pages of 20 after a
 * short wait. Change the sort, load more, mark reviews helpful.
 */
export const ProfileWith45Reviews: Story = {
  args: { pageSize: PROFILE_REVIEW_PAGE_SIZE, reviews: [] },
  render: function ProfileReviews(args) {
    const pageSize = args.pageSize ?? PROFILE_REVIEW_PAGE_SIZE;
    const [sort, setSort] = useState<ReviewSort>('newest');
    const [shown, setShown] = useState(pageSize);
    const [state, setState] = useState<ReviewListState>('loading');
    const [voted, setVoted] = useState<string[]>([]);
    useEffect(() => {
      if (state === 'ready' || state === 'error') return;
      const timer = setTimeout(() => {
        if (state === 'loading-more') setShown((count) => count + pageSize);
        setState('ready');
      }, 400);
      return () => clearTimeout(timer);
    }, [state, pageSize]);
    const sorted = sortReviews(ALL_REVIEWS, sort).map((review) =>
      voted.includes(review.id) ? { ...review, helpfulCount: review.helpfulCount + 1 } : review,
    );
    return (
      <ReviewList
        {...args}
        reviews={state === 'loading' ? [] : sorted.slice(0, shown)}
        sort={sort}
        state={state}
        hasMore={shown < sorted.length}
        votedReviewIds={voted}
        onSortChange={(next) => {
          args.onSortChange(next);
          setSort(next);
          setShown(pageSize);
          setState('loading');
        }}
        onLoadMore={(size) => {
          args.onLoadMore(size);
          setState('loading-more');
        }}
        onHelpful={(id) => {
          args.onHelpful?.(id);
          setVoted((ids) => [...ids, id]);
        }}
      />
    );
  },
};
