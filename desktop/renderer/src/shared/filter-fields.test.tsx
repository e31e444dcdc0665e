// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect';
import { CityFilter, FilterText } from './FilterText';

describe('filter fields', () => {
  it('a text filter shows keystrokes at once and commits once typing settles', async () => {
    const onChange = vi.fn();
    render(<FilterText search label="Search members" value="" onChange={onChange} />);
    const field = screen.getByRole('searchbox', { name: 'Search members' });
    await userEvent.type(field, 'Ana');
    expect(field).toHaveValue('Ana');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('Ana'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a text filter shows a value changed from elsewhere (a link, Back)', () => {
    const { rerender } = render(<CityFilter value="Porto" onChange={vi.fn()} />);
    rerender(<CityFilter value="Lisboa" onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lisboa');
  });

  it('a select filter starts with the option that clears it', async () => {
    const onChange = vi.fn();
    render(
      <FilterSelect
        label="Status"
        value="active"
        anyLabel="All statuses"
        options={[{ value: 'active', label: 'Active' }]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveValue('active');
    await userEvent.selectOptions(select, 'All statuses');
    expect(onChange).toHaveBeenCalledWith('');
  });
});
