// @vitest-environment jsdom
import { createWizardAvailability, type BookingRequestForm } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BookingForm, EMPTY_BOOKING_REQUEST, type BookingFormProps } from './BookingForm';

const TODAY = '2026-05-04';

function Stateful(props: BookingFormProps) {
  const [value, setValue] = useState(props.value);
  return (
    <BookingForm
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

function renderForm(props: Partial<BookingFormProps> = {}) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  render(
    <Stateful
      listingType="service"
      price={25}
      today={TODAY}
      unavailableDates={['2026-05-08']}
      value={EMPTY_BOOKING_REQUEST}
      onChange={onChange}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onChange, onSubmit };
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });
const submitButton = () => screen.getByRole('button', { name: /Request|Dates|Checking|Unavailable/ });
const three: BookingRequestForm = {
  selectedDates: ['2026-05-11', '2026-05-12', '2026-05-13'],
  hoursPerDay: 4,
  notes: '',
};

describe('BookingForm', () => {
  it('starts on today’s month with past and unavailable days disabled', () => {
    renderForm();
    expect(screen.getByRole('grid', { name: 'May 2026' })).toBeInTheDocument();
    expect(day('Sunday, May 3, 2026')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Monday, May 4, 2026, today')).not.toHaveAttribute('aria-disabled');
    expect(day('Friday, May 8, 2026, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Select Dates to Continue' })).toBeDisabled();
  });

  it('chooses a range with a first and a last click, skipping unavailable days', async () => {
    const { onChange } = renderForm();
    expect(screen.getByRole('button', { name: 'Date range' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Click the first day, then the last day.')).toBeVisible();
    await userEvent.click(day(/May 6, 2026/));
    expect(day(/May 6, 2026, first day of the range/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('From May 6, 2026: now click the last day.')).toBeVisible();
    expect(screen.getByText('1 day')).toBeVisible();
    await userEvent.click(day(/May 11, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({
      selectedDates: ['2026-05-06', '2026-05-07', '2026-05-09', '2026-05-10', '2026-05-11'],
      hoursPerDay: 1,
      notes: '',
    });
    expect(day(/May 8, 2026, unavailable/)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('5 days')).toBeVisible();
    expect(screen.getByText('Click the first day, then the last day.')).toBeVisible();
  });

  it('chooses single days with gaps, sorted, and un-chooses them', async () => {
    const { onChange } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Single days' }));
    expect(screen.getByRole('button', { name: 'Single days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Click days to add or remove them.')).toBeVisible();
    await userEvent.click(day(/May 12, 2026/));
    await userEvent.click(day(/May 5, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({
      selectedDates: ['2026-05-05', '2026-05-12'],
      hoursPerDay: 1,
      notes: '',
    });
    expect(day(/May 12, 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 days')).toBeVisible();
    await userEvent.click(day(/May 12, 2026/));
    expect(onChange).toHaveBeenLastCalledWith({ selectedDates: ['2026-05-05'], hoursPerDay: 1, notes: '' });
    expect(day(/May 12, 2026/)).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds a single day to a range, leaving a gap', async () => {
    const { onChange } = renderForm();
    await userEvent.click(day(/May 11, 2026/));
    await userEvent.click(day(/May 12, 2026/));
    await userEvent.click(screen.getByRole('button', { name: 'Single days' }));
    await userEvent.click(day(/May 14, 2026/));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ selectedDates: ['2026-05-11', '2026-05-12', '2026-05-14'] }),
    );
    expect(screen.getByText('€25 × 1 h × 3 days = €75')).toBeVisible();
  });

  it('greys out the weekdays the listing is not available and skips them in a range', async () => {
    const closedSunday = {
      ...createWizardAvailability(),
      weekdays: { ...createWizardAvailability().weekdays, saturday: { available: true, slots: [] } },
    };
    const { onChange } = renderForm({ availability: closedSunday });
    expect(day('Sunday, May 10, 2026, unavailable')).toHaveAttribute('aria-disabled', 'true');
    expect(day('Saturday, May 9, 2026')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(day(/May 9, 2026/));
    await userEvent.click(day(/May 11, 2026/));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ selectedDates: ['2026-05-09', '2026-05-11'] }));
  });

  it('flags chosen days on a weekday the listing is not available', () => {
    renderForm({ availability: createWizardAvailability(), value: { ...three, selectedDates: ['2026-05-09'] } });
    expect(screen.getByRole('button', { name: 'Some Dates Unavailable' })).toBeDisabled();
  });

  it('ignores clicks on past and unavailable days', async () => {
    const { onChange } = renderForm();
    await userEvent.click(day(/May 3, 2026/));
    await userEvent.click(day(/May 8, 2026/));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves with the arrow keys, across months, and chooses with Enter and Space', async () => {
    const { onChange } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Single days' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(day(/May 4, 2026, today/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(day(/May 5, 2026/)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ selectedDates: ['2026-05-05'] }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(day(/Jun 2, 2026/)).toHaveFocus();
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ selectedDates: ['2026-05-05', '2026-06-02'] }));
    await userEvent.keyboard('{PageUp}');
    expect(day(/Saturday, May 2, 2026/)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(day(/Sunday, May 3, 2026/)).toHaveFocus();
    // Never before the first day of today's month: Home and ArrowUp stop at May 1.
    await userEvent.keyboard('{Home}');
    expect(day(/Friday, May 1, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(day(/Friday, May 1, 2026/)).toHaveFocus();
  });

  it('has one tab stop in the grid', () => {
    renderForm();
    const grid = screen.getByRole('grid');
    const stops = within(grid)
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(stops).toHaveLength(1);
  });

  it('browses months with the month buttons', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'May 2026' })).toBeInTheDocument();
  });

  it('opens on the month of the first chosen day', () => {
    renderForm({ value: { ...three, selectedDates: ['2026-07-02'] } });
    expect(screen.getByRole('grid', { name: 'July 2026' })).toBeInTheDocument();
  });

  it('offers 1 to 12 hours and a full day, and reports the choice', async () => {
    const { onChange } = renderForm({ value: three });
    const select = screen.getByRole('combobox', { name: 'Hours per day' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      '24',
    ]);
    expect(options.at(-1)).toHaveTextContent('24 hours (full day)');
    await userEvent.selectOptions(select, '24');
    expect(onChange).toHaveBeenLastCalledWith({ ...three, hoursPerDay: 24 });
  });

  it('estimates a service as price × hours × days, in euros', async () => {
    renderForm({ value: three });
    expect(screen.getByText('€300')).toBeVisible();
    expect(screen.getByText('€25 × 4 h × 3 days = €300')).toBeVisible();
    expect(screen.getByText('Payment will be arranged directly with the owner')).toBeVisible();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hours per day' }), '1');
    expect(screen.getByText('€75')).toBeVisible();
  });

  it('starts a service at 1 hour a day', () => {
    renderForm({ value: { ...EMPTY_BOOKING_REQUEST, selectedDates: ['2026-05-11'] } });
    expect(screen.getByRole('combobox', { name: 'Hours per day' })).toHaveValue('1');
    expect(screen.getByText('€25 × 1 h × 1 day = €25')).toBeVisible();
  });

  it('has no hours for equipment and estimates it per day', () => {
    renderForm({ listingType: 'equipment', price: 12.5, value: { ...three, hoursPerDay: 24 } });
    expect(screen.queryByRole('combobox', { name: 'Hours per day' })).not.toBeInTheDocument();
    expect(screen.queryByText('Hours per day')).not.toBeInTheDocument();
    expect(screen.getByText('€37.50')).toBeVisible();
    expect(screen.getByText('€12.50 × 3 days = €37.50')).toBeVisible();
  });

  it('counts the notes and refuses more than 500 characters', async () => {
    const { onSubmit } = renderForm({ value: { ...three, notes: 'A'.repeat(499) } });
    const notes = screen.getByRole('textbox', { name: /Notes/ });
    expect(screen.getByText('499/500')).toBeVisible();
    await userEvent.type(notes, 'BC');
    expect(screen.getByText('501/500')).toBeVisible();
    expect(notes).toHaveAccessibleDescription('Message cannot exceed 500 characters 501/500');
    expect(screen.getByRole('button', { name: 'Send Booking Request' })).toBeDisabled();
    await userEvent.type(notes, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...three, notes: `${'A'.repeat(499)}B` });
  });

  it('sends the request', async () => {
    const { onSubmit } = renderForm({ value: three });
    await userEvent.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    expect(onSubmit).toHaveBeenCalledWith(three);
  });

  it('shows "Checking Availability..." while the page checks, and announces it', async () => {
    const { onSubmit } = renderForm({ value: three, checkingAvailability: true });
    expect(screen.getByRole('button', { name: 'Checking Availability...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Checking Availability...');
    await userEvent.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks chosen days found taken and blocks the request until they are removed', async () => {
    const { onSubmit } = renderForm({ value: three, conflictingDates: ['2026-05-12'] });
    expect(screen.getByRole('button', { name: 'Some Dates Unavailable' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some selected dates are not availablePlease adjust your selection. (May 12, 2026)',
    );
    expect(screen.getByText('May 12, 2026 (unavailable)')).toBeVisible();
    // A taken day that was chosen can still be un-chosen.
    await userEvent.click(day(/May 12, 2026, unavailable/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Booking Request' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...three, selectedDates: ['2026-05-11', '2026-05-13'] });
  });

  it('also flags chosen days that the listing’s unavailable days now include', () => {
    renderForm({ value: three, unavailableDates: ['2026-05-13'] });
    expect(screen.getByRole('button', { name: 'Some Dates Unavailable' })).toBeDisabled();
  });

  it('waits while sending: "Sending Request..." and nothing can be changed', async () => {
    const { onChange, onSubmit } = renderForm({ value: three, submitting: true });
    expect(screen.getByRole('button', { name: 'Sending Request...' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Hours per day' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /Notes/ })).toBeDisabled();
    await userEvent.click(day(/May 20, 2026/));
    expect(onChange).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the chosen days', async () => {
    const { onChange } = renderForm({ value: three });
    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...three, selectedDates: [] });
    expect(screen.getByRole('button', { name: 'Select Dates to Continue' })).toBeDisabled();
  });
});
