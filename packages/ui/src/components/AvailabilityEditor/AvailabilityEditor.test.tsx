// @vitest-environment jsdom
import { createEditAvailability, createWizardAvailability, setFirstSlot, type Availability } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AvailabilityEditor } from './AvailabilityEditor';

/** The editor with its value kept, as a form would keep it, reporting each change. */
function Harness({ initial, onChange }: { initial: Availability; onChange: (next: Availability) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <AvailabilityEditor
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('AvailabilityEditor', () => {
  it('shows the seven days, Monday first, as switches in a named group', () => {
    render(<AvailabilityEditor value={createEditAvailability()} onChange={() => undefined} />);
    const group = screen.getByRole('group', { name: 'Weekly availability' });
    const switches = within(group).getAllByRole('switch');
    expect(switches.map((day) => day.closest('label')?.textContent)).toEqual(DAYS);
    DAYS.forEach((day, index) => expect(switches[index]).toHaveAccessibleName(day));
  });

  it('shows the wizard default: Monday to Friday 9:00 AM to 5:00 PM, weekend off', () => {
    render(<AvailabilityEditor value={createWizardAvailability()} onChange={() => undefined} />);
    for (const day of DAYS.slice(0, 5)) {
      expect(screen.getByRole('switch', { name: day })).toBeChecked();
      expect(screen.getByRole('combobox', { name: `${day} start time` })).toHaveDisplayValue('9:00 AM');
      expect(screen.getByRole('combobox', { name: `${day} end time` })).toHaveDisplayValue('5:00 PM');
    }
    for (const day of ['Saturday', 'Sunday']) {
      expect(screen.getByRole('switch', { name: day })).not.toBeChecked();
      expect(screen.queryByRole('combobox', { name: `${day} start time` })).not.toBeInTheDocument();
    }
    expect(screen.getAllByText('Unavailable')).toHaveLength(2);
  });

  it('offers hourly times from 12:00 AM to 11:00 PM', () => {
    render(<AvailabilityEditor value={createWizardAvailability()} onChange={() => undefined} />);
    const options = within(screen.getByRole('combobox', { name: 'Monday start time' })).getAllByRole('option');
    expect(options).toHaveLength(24);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['12:00 AM', '1:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '11:00 PM']),
    );
    expect(options[0]).toHaveTextContent('12:00 AM');
    expect(options[0]).toHaveValue('00:00');
    expect(options[13]).toHaveTextContent('1:00 PM');
    expect(options[13]).toHaveValue('13:00');
    expect(options[23]).toHaveTextContent('11:00 PM');
  });

  it('turns a day on with 09:00-17:00', async () => {
    const onChange = vi.fn();
    render(<Harness initial={createEditAvailability()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Saturday' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        weekdays: expect.objectContaining({ saturday: { available: true, slots: [{ start: '09:00', end: '17:00' }] } }),
      }),
    );
    expect(screen.getByRole('switch', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Saturday start time' })).toHaveDisplayValue('9:00 AM');
    expect(screen.getByRole('combobox', { name: 'Saturday end time' })).toHaveDisplayValue('5:00 PM');
  });

  it('turns a day off, clearing its slot', async () => {
    const onChange = vi.fn();
    render(<Harness initial={createWizardAvailability()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Monday' }));
    expect(onChange.mock.lastCall?.[0].weekdays.monday).toEqual({ available: false, slots: [] });
    expect(screen.queryByRole('combobox', { name: 'Monday start time' })).not.toBeInTheDocument();
  });

  it('changes the start and end of the first slot', async () => {
    const onChange = vi.fn();
    render(<Harness initial={createWizardAvailability()} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tuesday start time' }), '8:00 AM');
    expect(onChange.mock.lastCall?.[0].weekdays.tuesday.slots).toEqual([{ start: '08:00', end: '17:00' }]);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tuesday end time' }), '8:00 PM');
    expect(onChange.mock.lastCall?.[0].weekdays.tuesday.slots).toEqual([{ start: '08:00', end: '20:00' }]);
    expect(onChange.mock.lastCall?.[0].weekdays.monday.slots).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('says "End time must be after start time" on the day whose end is not after its start', async () => {
    render(<Harness initial={createWizardAvailability()} onChange={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Wednesday end time' }), '9:00 AM');
    expect(screen.getByRole('alert')).toHaveTextContent('End time must be after start time');
    const end = screen.getByRole('combobox', { name: 'Wednesday end time' });
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('End time must be after start time');
    await userEvent.selectOptions(end, '10:00 AM');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('flags a stored slot that ends before it starts', () => {
    const value = setFirstSlot(createWizardAvailability(), 'friday', { start: '17:00', end: '09:00' });
    render(<AvailabilityEditor value={value} onChange={() => undefined} />);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Friday end time' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a stored time off the hour shown as it is', () => {
    const value = setFirstSlot(createWizardAvailability(), 'monday', { start: '09:30', end: '17:00' });
    render(<AvailabilityEditor value={value} onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Monday start time' })).toHaveDisplayValue('9:30 AM');
  });

  it('can be used with the keyboard alone', async () => {
    const onChange = vi.fn();
    render(<Harness initial={createEditAvailability()} onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: 'Monday' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('switch', { name: 'Monday' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Monday start time' })).toHaveFocus();
  });

  it('disables every control while disabled', () => {
    render(<AvailabilityEditor value={createWizardAvailability()} onChange={() => undefined} disabled />);
    for (const control of [...screen.getAllByRole('switch'), ...screen.getAllByRole('combobox')]) {
      expect(control).toBeDisabled();
    }
  });
});
