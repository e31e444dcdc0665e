// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AMOUNT_MESSAGES, type ListingForm, type ListingType } from '@partilha/domain';
import { describe, expect, it, vi } from 'vitest';
import { ListingWizard, type ListingWizardProps } from './ListingWizard';

function renderWizard(type: ListingType = 'service', props: Partial<ListingWizardProps> = {}) {
  const onSubmit = vi.fn<(form: ListingForm, files: File[]) => void>();
  const onInvalid = vi.fn();
  const wizard = (more: Partial<ListingWizardProps>) => (
    <ListingWizard
      initialType={type}
      busy={false}
      failure={null}
      progress={{}}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      {...props}
      {...more}
    />
  );
  const { rerender } = render(wizard({}));
  return {
    onSubmit,
    onInvalid,
    user: userEvent.setup(),
    /** The same wizard (its state kept) with other props, as the page passes them while saving. */
    update: (more: Partial<ListingWizardProps>) => rerender(wizard(more)),
  };
}

type User = ReturnType<typeof userEvent.setup>;

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const stepList = () => screen.getByRole('list', { name: 'Steps' });

async function fillBasicInfo(user: User, category = 'gardening') {
  await user.type(field(/^Title/), 'Garden care');
  await user.selectOptions(screen.getByLabelText('Category'), category);
}

async function fillServiceDetails(user: User) {
  await user.type(field(/^Description/), 'Lawn mowing and hedge trimming');
  await user.selectOptions(screen.getByLabelText(/^Experience/), 'expert');
  await user.type(field(/^Qualifications/), 'Certified{Enter}{Enter}Insured');
}

/** Steps 1 and 2 of a valid service: ends on Pricing. */
async function walkToPricing(user: User) {
  await fillBasicInfo(user);
  await next(user);
  await fillServiceDetails(user);
  await next(user);
}

/** Steps 1 to 3 of a valid service: ends on Images. */
async function walkToImages(user: User) {
  await walkToPricing(user);
  await user.type(field(/^Price per hour/), '15');
  await next(user);
}

/** Steps 1 to 5 of a valid service: ends on the review. */
async function walkToReview(user: User) {
  await walkToImages(user);
  await next(user);
  await next(user);
}

describe('ListingWizard', () => {
  it('starts on Basic Info: step 1 of 6, the first indicator current and the rest upcoming', () => {
    renderWizard();
    expect(screen.getByText('Step 1 of 6: Basic Info')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 6: Basic Info' })).toHaveAttribute('aria-valuenow', '17');
    const items = within(stepList()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Basic Info',
      '2Details (upcoming)',
      '3Pricing (upcoming)',
      '4Images (upcoming)',
      '5Availability (upcoming)',
      '6Review (upcoming)',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    // Upcoming steps cannot be jumped to.
    expect(within(stepList()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('starts as the type of the path, with its description', () => {
    renderWizard('equipment');
    expect(screen.getByRole('radio', { name: /Equipment\s*Rent out your equipment/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Service\s*Offer your skills and time/ })).not.toBeChecked();
  });

  it('does not leave step 1 until title and category pass', async () => {
    const { user } = renderWizard();
    await next(user);
    expect(stepHeading()).toHaveTextContent('Basic Info');
    expect(screen.getByText('Title must be at least 3 characters')).toBeVisible();
    expect(screen.getByText('Category is required')).toBeVisible();
    expect(field(/^Title/)).toHaveAttribute('aria-invalid', 'true');

    await fillBasicInfo(user);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Details');
    expect(stepHeading()).toHaveFocus();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  });

  it('checks only the current step: step 1 says nothing about the description', async () => {
    const { user } = renderWizard();
    await fillBasicInfo(user);
    await next(user);
    expect(screen.queryByText('Description must be at least 10 characters')).not.toBeInTheDocument();
  });

  it('checks a service’s description and experience on step 2', async () => {
    const { user } = renderWizard();
    await fillBasicInfo(user);
    await next(user);
    await next(user);
    expect(stepHeading()).toHaveTextContent('Details');
    expect(screen.getByText('Description must be at least 10 characters')).toBeVisible();
    expect(screen.getByText('Experience is required')).toBeVisible();
    expect(screen.queryByText('Brand is required')).not.toBeInTheDocument();
  });

  it('checks equipment’s brand, model and condition on step 2, and price and deposit on step 3', async () => {
    const { user } = renderWizard('equipment');
    await fillBasicInfo(user, 'power-tools');
    await next(user);
    await next(user);
    for (const message of ['Brand is required', 'Model is required', 'Condition is required']) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.queryByText('Experience is required')).not.toBeInTheDocument();
    await user.type(field(/^Description/), 'Bosch 18V with two batteries');
    await user.type(field(/^Brand/), 'Bosch');
    await user.type(field(/^Model/), 'GSR 18V');
    await user.selectOptions(screen.getByLabelText(/^Condition/), 'like-new');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Pricing');
    expect(field(/^Security Deposit/)).toHaveValue('0');
    expect(screen.getByRole('checkbox', { name: 'Insurance Required' })).not.toBeChecked();
    await next(user);
    expect(screen.getByText('Price must be a valid number')).toBeVisible();
    expect(stepHeading()).toHaveTextContent('Pricing');
  });

  it('keeps the price as typed and reads it the Portuguese way (issue 17)', async () => {
    const { user } = renderWizard();
    await walkToPricing(user);
    await user.type(field(/^Price per hour/), '18,50');
    expect(field(/^Price per hour/)).toHaveValue('18,50');
    expect(screen.getByText('€')).toBeInTheDocument();
    await next(user);
    expect(stepHeading()).not.toHaveTextContent('Pricing');
  });

  it('refuses an amount that reads two ways under the field, keeping what was typed', async () => {
    const { user } = renderWizard();
    await walkToPricing(user);
    await user.type(field(/^Price per hour/), '1.234');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Pricing');
    expect(screen.getByText(AMOUNT_MESSAGES.ambiguous)).toBeVisible();
    expect(field(/^Price per hour/)).toHaveValue('1.234');
    expect(field(/^Price per hour/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets only completed steps be clicked, and goes back to them', async () => {
    const { user } = renderWizard();
    await walkToPricing(user);
    const steps = within(stepList());
    expect(steps.getAllByRole('button').map((button) => button.textContent)).toEqual([
      // A completed step shows a tick instead of its number.
      'Basic Info (completed)',
      'Details (completed)',
    ]);
    await user.click(steps.getByRole('button', { name: /Basic Info/ }));
    expect(stepHeading()).toHaveTextContent('Basic Info');
    expect(field(/^Title/)).toHaveValue('Garden care');
    // Details stays completed and can be jumped to again; Pricing was never completed.
    expect(steps.getByRole('button', { name: /Details/ })).toBeVisible();
    expect(steps.queryByRole('button', { name: /Pricing/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Basic Info');
  });

  it('swaps the form when the type is switched, clearing a category the new type does not have', async () => {
    const { user } = renderWizard();
    await fillBasicInfo(user);
    await next(user);
    await user.click(within(stepList()).getByRole('button', { name: /Basic Info/ }));
    await user.click(screen.getByRole('radio', { name: /Equipment/ }));
    expect(screen.getByLabelText('Category')).toHaveValue('');
    expect(within(screen.getByLabelText('Category')).getByRole('option', { name: 'Power Tools' })).toBeInTheDocument();
    // Completed steps were checked as a service: none stay completed.
    expect(within(stepList()).queryByRole('button')).not.toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('Garden care');
    await user.selectOptions(screen.getByLabelText('Category'), 'gardening-tools');
    await next(user);
    expect(field(/^Brand/)).toBeVisible();
    expect(screen.queryByLabelText(/^Experience/)).not.toBeInTheDocument();
  });

  it('keeps a category both types share when the type is switched', async () => {
    const { user } = renderWizard();
    await fillBasicInfo(user, 'other');
    await user.click(screen.getByRole('radio', { name: /Equipment/ }));
    expect(screen.getByLabelText('Category')).toHaveValue('other');
  });

  it('has no check on the images step and starts availability Monday to Friday, 9 to 5', async () => {
    const { user } = renderWizard();
    await walkToImages(user);
    expect(stepHeading()).toHaveTextContent('Images');
    expect(screen.getByText('0 of 5 images')).toBeVisible();
    await next(user);
    expect(stepHeading()).toHaveTextContent('Availability');
    expect(screen.getByRole('switch', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Friday' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Saturday' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sunday' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Monday start time' })).toHaveValue('09:00');
    expect(screen.getByRole('combobox', { name: 'Monday end time' })).toHaveValue('17:00');
  });

  it('does not leave availability while a day ends before it starts', async () => {
    const { user } = renderWizard();
    await walkToImages(user);
    await next(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Monday end time' }), '08:00');
    await next(user);
    expect(stepHeading()).toHaveTextContent('Availability');
    expect(screen.getAllByText('End time must be after start time').length).toBeGreaterThan(0);
  });

  it('reviews everything and submits the checked form', async () => {
    const { user, onSubmit, onInvalid } = renderWizard();
    await walkToReview(user);
    expect(stepHeading()).toHaveTextContent('Review');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    for (const text of [
      'Garden care',
      'Gardening',
      'Lawn mowing and hedge trimming',
      'Expert',
      '€15/hr',
      'No images',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByText('Certified')).toBeVisible();
    expect(screen.getByText('Insured')).toBeVisible();
    expect(screen.getAllByText('9:00 AM – 5:00 PM')).toHaveLength(5);
    expect(screen.getAllByText('Unavailable')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onInvalid).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'service',
      title: 'Garden care',
      category: 'gardening',
      price: 15,
      experience: 'expert',
    });
    expect(onSubmit.mock.calls[0]?.[1]).toEqual([]);
  });

  it('re-validates the whole form on submit and returns to the step at fault', async () => {
    const { user, onSubmit, onInvalid } = renderWizard();
    await walkToReview(user);
    // Back to step 1, break the title, then over to step 5 (completed) and on to the review.
    await user.click(within(stepList()).getByRole('button', { name: /Basic Info/ }));
    await user.clear(field(/^Title/));
    await user.type(field(/^Title/), 'ab');
    await user.click(within(stepList()).getByRole('button', { name: /Availability/ }));
    await next(user);
    expect(stepHeading()).toHaveTextContent('Review');
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(stepHeading()).toHaveTextContent('Basic Info');
    expect(screen.getByText('Title must be at least 3 characters')).toBeVisible();
  });

  it('while saving: "Processing...", nothing to press, and the banner of a refusal', async () => {
    const { user, update } = renderWizard();
    await walkToReview(user);
    update({ busy: true });
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Create Listing' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    for (const edit of screen.getAllByRole('button', { name: /^Edit / })) expect(edit).toBeDisabled();
    update({ busy: false, failure: 'Failed to create listing. Please try again.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create listing. Please try again.');
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
  });
});
