import {
  AVAILABILITY_CHECK_DEBOUNCE_MS,
  createWizardAvailability,
  findUnavailableDates,
  type BookingRequestForm,
} from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import { BookingForm, EMPTY_BOOKING_REQUEST, type BookingFormProps } from './BookingForm';
import { useDebouncedValue } from './use-debounced-value';

/** A fixed Lisbon "today", so the calendar reads the same on every build. */
const TODAY = '2026-05-04';
/** Days the owner blocked or an approved booking holds. */
const UNAVAILABLE = ['2026-05-08', '2026-05-09', '2026-05-15'];
const THREE_DAYS: BookingRequestForm = {
  selectedDates: ['2026-05-11', '2026-05-12', '2026-05-13'],
  hoursPerDay: 4,
  notes: '',
};

/** Holds the form's values like a page would, so every story can be clicked through. */
function StatefulForm(props: BookingFormProps) {
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

const meta = {
  title: 'Bookings/BookingForm',
  component: BookingForm,
  tags: ['autodocs'],
  // The side column of the listing detail page.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <StatefulForm {...args} />,
  args: {
    listingType: 'service',
    price: 25,
    today: TODAY,
    unavailableDates: UNAVAILABLE,
    value: EMPTY_BOOKING_REQUEST,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof BookingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing chosen yet: past and unavailable days are disabled, the button reads "Select Dates to
 * Continue". Click a first and a last day for a range, or switch to "Single days".
 */
export const SelectDates: Story = {};

/** Three days, four hours a day: "Send Booking Request" and the estimate €25 × 4 h × 3 days = €300. */
export const ReadyToSend: Story = { args: { value: THREE_DAYS } };

/** A range and a single day after a gap: "4 days", €25 × 4 h × 4 days = €400. */
export const RangeAndSingleDay: Story = {
  args: { value: { ...THREE_DAYS, selectedDates: [...THREE_DAYS.selectedDates, '2026-05-15'] } },
};

/** The listing is not available at weekends: Saturdays and Sundays are greyed out and cannot be picked. */
export const WeekendsNotAvailable: Story = { args: { availability: createWizardAvailability() } };

/** Equipment is priced per day and has no hours field: €12.50 × 3 days = €37.50. */
export const Equipment: Story = {
  args: { listingType: 'equipment', price: 12.5, value: { ...THREE_DAYS, hoursPerDay: 24 } },
};

/** The full-day choice of a service. */
export const FullDay: Story = { args: { value: { ...THREE_DAYS, hoursPerDay: 24 } } };

/** The page's availability check is running. */
export const CheckingAvailability: Story = { args: { value: THREE_DAYS, checkingAvailability: true } };

/** The check found a chosen day taken: it shows in red, the button reads "Some Dates Unavailable". */
export const SomeDatesUnavailable: Story = {
  args: { value: THREE_DAYS, conflictingDates: ['2026-05-12'] },
};

/** The request is on its way: everything waits. */
export const Sending: Story = {
  args: { value: { ...THREE_DAYS, notes: 'Please bring the eco products.' }, submitting: true },
};

/** Notes count up to 500. */
export const NotesNearLimit: Story = { args: { value: { ...THREE_DAYS, notes: 'A'.repeat(480) } } };

/** Over 500 characters: the spec's message, and the request cannot be sent. */
export const NotesTooLong: Story = { args: { value: { ...THREE_DAYS, notes: 'A'.repeat(510) } } };

/** Days in a later month: the calendar opens on the first of them. */
export const LaterMonth: Story = {
  args: { value: { selectedDates: ['2026-06-30', '2026-07-01'], hoursPerDay: 2, notes: '' } },
};

/**
 * Like the listing page: 500 ms after the days settle a pretend check runs for half a second and
 * reports May 20 as taken.
 */
export const WithAvailabilityCheck: Story = {
  render: function CheckedForm(args) {
    const [value, setValue] = useState(args.value);
    const [checking, setChecking] = useState(false);
    const [conflicts, setConflicts] = useState<string[]>([]);
    const settledDays = useDebouncedValue(value.selectedDates, AVAILABILITY_CHECK_DEBOUNCE_MS);
    useEffect(() => {
      if (settledDays.length === 0) return;
      setChecking(true);
      const timer = setTimeout(() => {
        setConflicts(findUnavailableDates(settledDays, ['2026-05-20']));
        setChecking(false);
      }, 500);
      return () => clearTimeout(timer);
    }, [settledDays]);
    return (
      <BookingForm
        {...args}
        value={value}
        onChange={setValue}
        checkingAvailability={checking}
        conflictingDates={conflicts}
      />
    );
  },
};
