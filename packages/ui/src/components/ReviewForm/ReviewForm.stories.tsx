import { REVIEW_MESSAGES } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const FILLED = {
  overallRating: 4,
  title: 'Quick, careful and friendly',
  content: 'The drill was fully charged, with both batteries and a case of bits. Pick-up took two minutes.',
  categoryRatings: { communication: 5, reliability: 4, cleanliness: 4 },
};

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  tags: ['autodocs'],
  // The body of the review dialog on the booking page.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
  args: { reviewType: 'owner', onSubmit: fn(), onCancel: fn() },
  argTypes: { reviewType: { control: 'inline-radio', options: ['owner', 'renter', 'listing'] } },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The renter reviews the owner: cleanliness is asked as "Equipment Condition". */
export const ReviewOwner: Story = {};

/** The owner reviews the renter (after a completed booking or a late cancellation). */
export const ReviewRenter: Story = { args: { reviewType: 'renter' } };

/** A listing review: condition, accuracy, value. */
export const ReviewListing: Story = { args: { reviewType: 'listing' } };

/** Filled in and ready to send; a category can be cleared back to "Not rated". */
export const Filled: Story = { args: { initialValues: FILLED } };

/** Submit pressed on an empty form: every message of the spec, the focus on the overall rating. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Review' }));
  },
};

/** Nine characters: "Review must be at least 10 characters" once the field is left. */
export const ContentTooShort: Story = {
  args: { initialValues: { ...FILLED, content: 'Too short' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit Review' }));
  },
};

/** The counter passes 500: the message shows at once and the review cannot be sent. */
export const ContentTooLong: Story = { args: { initialValues: { ...FILLED, content: 'A'.repeat(512) } } };

/** The review is on its way. */
export const Submitting: Story = { args: { initialValues: FILLED, submitting: true } };

/** The server refused it, with its reason. */
export const SubmitFailed: Story = { args: { initialValues: FILLED, error: REVIEW_MESSAGES.submitFailed } };

/** Editing one's review. */
export const EditReview: Story = { args: { initialValues: FILLED, submitLabel: 'Save Review' } };

/** Without Cancel, e.g. inline on a page rather than in a dialog. */
export const WithoutCancel: Story = { args: { onCancel: undefined } };

/** On a phone (375 px wide, less the dialog's padding). */
export const Phone: Story = {
  args: { initialValues: FILLED },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 335 }}>
        <Story />
      </div>
    ),
  ],
};
