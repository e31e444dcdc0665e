// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm, type ReviewFormProps } from './ReviewForm';

function renderForm(props: Partial<ReviewFormProps> = {}) {
  const onSubmit = vi.fn();
  render(<ReviewForm reviewType="owner" onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

const group = (name: string | RegExp) => screen.getByRole('radiogroup', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));

async function fillValid() {
  await userEvent.click(within(group(/Overall rating/)).getByRole('radio', { name: '4 stars' }));
  // Pasted rather than typed: typing key by key through Blueprint's inputs is slow on a busy machine.
  await userEvent.click(screen.getByLabelText(/^Title/));
  await userEvent.paste('  Quick and careful ');
  await userEvent.click(screen.getByLabelText(/^Review/));
  await userEvent.paste('The drill was charged.');
}

describe('ReviewForm', () => {
  it.each([
    ['owner', ['Communication', 'Reliability', 'Professionalism', 'Responsiveness', 'Equipment Condition']],
    ['renter', ['Communication', 'Reliability', 'Carefulness', 'Punctuality', 'Respectfulness']],
    ['listing', ['Condition', 'Accuracy', 'Value']],
  ] as const)('asks a %s review for its categories', (reviewType, labels) => {
    renderForm({ reviewType });
    const categories = screen.getByRole('group', { name: /Category ratings/ });
    expect(within(categories).getAllByRole('radiogroup')).toHaveLength(labels.length);
    for (const label of labels) expect(within(categories).getByRole('radiogroup', { name: label })).toBeInTheDocument();
  });

  it('rates with radio buttons named by their stars', async () => {
    renderForm();
    const overall = group(/Overall rating/);
    expect(overall).toHaveAttribute('aria-required', 'true');
    const radios = within(overall).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(overall).getByRole('radio', { name: '1 star' })).toBeInTheDocument();
    await userEvent.click(within(overall).getByRole('radio', { name: '3 stars' }));
    expect(within(overall).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(overall).getByText('3/5')).toBeInTheDocument();
  });

  it('can be rated from the keyboard: Tab into the group, arrows choose', async () => {
    renderForm();
    const overall = group(/Overall rating/);
    await userEvent.tab();
    expect(within(overall).getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(overall).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(overall).getByRole('radio', { name: '3 stars' })).toHaveFocus();
  });

  it("shows the spec's messages on an empty submit and sends nothing", async () => {
    const { onSubmit } = renderForm();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please provide an overall rating')).toBeVisible();
    expect(screen.getByText('Title is required')).toBeVisible();
    expect(screen.getByText('Review must be at least 10 characters')).toBeVisible();
    expect(group(/Overall rating/)).toHaveAccessibleDescription('Please provide an overall rating');
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required');
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(group(/Overall rating/)).getByRole('radio', { name: '1 star' })).toHaveFocus();
  });

  it('shows a field message once the field is left, not before', async () => {
    renderForm();
    const content = screen.getByLabelText(/^Review/);
    await userEvent.type(content, 'Too short');
    expect(screen.queryByText('Review must be at least 10 characters')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Review must be at least 10 characters')).toBeVisible();
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
  });

  it('counts the content up to 500 and says at once when it is longer', async () => {
    const { onSubmit } = renderForm({
      initialValues: { overallRating: 5, title: 'Long', content: 'x'.repeat(499) },
    });
    expect(screen.getByText('499/500')).toBeVisible();
    const content = screen.getByLabelText(/^Review/);
    await userEvent.type(content, 'yy');
    expect(screen.getByText('501/500')).toBeVisible();
    expect(screen.getByText('Review cannot exceed 500 characters')).toBeVisible();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values with every category of the type, unrated ones as 0', async () => {
    const { onSubmit } = renderForm();
    await fillValid();
    await userEvent.click(within(group('Equipment Condition')).getByRole('radio', { name: '5 stars' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      overallRating: 4,
      title: 'Quick and careful',
      content: 'The drill was charged.',
      categoryRatings: { communication: 0, reliability: 0, professionalism: 0, responsiveness: 0, cleanliness: 5 },
    });
  });

  it('clears a category back to not rated, keeping the focus in its group', async () => {
    const { onSubmit } = renderForm({
      initialValues: {
        overallRating: 3,
        title: 'Fine',
        content: 'It went as agreed.',
        categoryRatings: { reliability: 2 },
      },
    });
    const reliability = group('Reliability');
    expect(within(reliability).getByRole('radio', { name: '2 stars' })).toBeChecked();
    await userEvent.click(within(reliability).getByRole('button', { name: 'Clear Reliability' }));
    expect(within(reliability).queryByRole('radio', { checked: true })).not.toBeInTheDocument();
    expect(within(reliability).getByText('Not rated')).toBeInTheDocument();
    expect(within(reliability).queryByRole('button', { name: 'Clear Reliability' })).not.toBeInTheDocument();
    expect(within(group('Communication')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(reliability).getByRole('radio', { name: '1 star' })).toHaveFocus();
    await submit();
    expect(onSubmit.mock.calls[0]?.[0].categoryRatings.reliability).toBe(0);
  });

  it('waits while submitting and shows why a submission failed', () => {
    renderForm({
      initialValues: { overallRating: 3, title: 'Fine', content: 'It went as agreed.' },
      submitting: true,
      error: 'Failed to submit review. Please try again.',
      onCancel: vi.fn(),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit review. Please try again.');
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    renderForm({ onCancel });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
