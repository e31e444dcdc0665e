import type { Meta, StoryObj } from '@storybook/react-vite';
import { RatingStars } from './RatingStars';

const meta = {
  title: 'Reviews/RatingStars',
  component: RatingStars,
  tags: ['autodocs'],
  args: { rating: 4.5, reviewCount: 12, size: 'md', showCount: true },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    rating: { control: { type: 'number', min: 0, max: 5, step: 0.1 } },
  },
} satisfies Meta<typeof RatingStars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A profile or listing nobody has reviewed yet. */
export const NoReviews: Story = { args: { rating: 0, reviewCount: 0 } };

export const Small: Story = { args: { size: 'sm' } };

export const Medium: Story = { args: { size: 'md' } };

export const Large: Story = { args: { size: 'lg' } };

/** A fraction of .5 or more adds a half star. */
export const FourPointFive: Story = { name: '4.5 (half star)', args: { rating: 4.5, reviewCount: 12 } };

/** A fraction under .5 shows no half star. */
export const FourPointFour: Story = { name: '4.4 (no half star)', args: { rating: 4.4, reviewCount: 9 } };

export const Five: Story = { name: '5.0', args: { rating: 5, reviewCount: 27 } };

export const OneReview: Story = { name: 'One review (singular)', args: { rating: 4, reviewCount: 1 } };

export const Three: Story = { name: '3.0', args: { rating: 3, reviewCount: 5 } };

/** Where the count is shown elsewhere (a listing card), the rating alone. */
export const WithoutCount: Story = { args: { showCount: false } };
