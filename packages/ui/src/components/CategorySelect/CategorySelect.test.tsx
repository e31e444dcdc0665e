// @vitest-environment jsdom
import { EQUIPMENT_CATEGORIES, SERVICE_CATEGORIES } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect } from './CategorySelect';

function optionLabels(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('CategorySelect in a form', () => {
  it('offers the service categories and Other under a "Category" label, with the placeholder first', () => {
    render(<CategorySelect mode="form" listingType="service" form="wizard" value="" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    const labels = optionLabels(select);
    expect(labels[0]).toBe('Select a category');
    expect(labels).toContain('Furniture Assembly');
    expect(labels).toContain('Mounting & Installation');
    expect(labels.at(-1)).toBe('Other');
    expect(labels).toHaveLength(SERVICE_CATEGORIES.length + 2);
    expect(screen.getByRole('option', { name: 'Select a category' })).toBeDisabled();
    expect(select).toHaveValue('');
  });

  it('offers the equipment wizard set', () => {
    render(
      <CategorySelect
        mode="form"
        listingType="equipment"
        form="wizard"
        value="power-tools"
        onChange={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(optionLabels(select)).toContain('Power Tools');
    expect(optionLabels(select)).toContain('DIY & Crafts');
    expect(select).toHaveValue('power-tools');
    expect(within(select).getByRole('option', { name: 'Power Tools' })).toHaveProperty('selected', true);
  });

  it('offers the short equipment edit set', () => {
    render(<CategorySelect mode="form" listingType="equipment" form="edit" value="audio" onChange={() => undefined} />);
    expect(optionLabels(screen.getByRole('combobox'))).toEqual([
      'Select a category',
      'Photography',
      'Audio',
      'Tools',
      'Other',
    ]);
  });

  it('keeps showing a stored category the edit set does not offer', () => {
    render(
      <CategorySelect
        mode="form"
        listingType="equipment"
        form="edit"
        value="camping-outdoor"
        onChange={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox');
    expect(select).toHaveValue('camping-outdoor');
    expect(optionLabels(select).at(-1)).toBe('Camping & Outdoor');
  });

  it('reports the chosen slug', async () => {
    const onChange = vi.fn();
    render(<CategorySelect mode="form" listingType="service" form="wizard" value="" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Pet Care');
    expect(onChange).toHaveBeenCalledWith('pet-care');
  });

  it('shows the field error and ties it to the select', () => {
    render(
      <CategorySelect
        mode="form"
        listingType="service"
        form="wizard"
        value=""
        error="Category is required"
        onChange={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(screen.getByText('Category is required')).toBeVisible();
    expect(select).toHaveAccessibleDescription('Category is required');
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('CategorySelect as the home and search filter', () => {
  it('offers All Categories, then Services and Equipment groups led by their "All"', () => {
    render(<CategorySelect mode="filter" value="all" onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(optionLabels(select)[0]).toBe('All Categories');
    const [services, equipment] = within(select).getAllByRole('group');
    expect(services).toHaveAttribute('label', 'Services');
    expect(equipment).toHaveAttribute('label', 'Equipment');
    const serviceLabels = optionLabels(services as HTMLElement);
    expect(serviceLabels[0]).toBe('All Services');
    expect(serviceLabels).toHaveLength(SERVICE_CATEGORIES.length + 1);
    expect(serviceLabels).not.toContain('Other');
    const equipmentLabels = optionLabels(equipment as HTMLElement);
    expect(equipmentLabels[0]).toBe('All Equipment');
    expect(equipmentLabels).toContain('Musical Instruments');
    expect(equipmentLabels).toHaveLength(EQUIPMENT_CATEGORIES.length + 1);
  });

  it.each([
    ['All Services', 'all-services'],
    ['All Equipment', 'all-equipment'],
    ['All Categories', 'all'],
    ['Gardening Tools', 'gardening-tools'],
    ['Gardening', 'gardening'],
  ])('maps "%s" to "%s"', async (label, value) => {
    const onChange = vi.fn();
    render(<CategorySelect mode="filter" value="photography" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox'), screen.getByRole('option', { name: label }));
    expect(onChange).toHaveBeenCalledWith(value);
  });

  it('shows an empty value as All Categories', () => {
    render(<CategorySelect mode="filter" value="" onChange={() => undefined} />);
    expect(screen.getByRole('combobox')).toHaveValue('all');
  });

  it('shows "Other" from a search address as it is', () => {
    render(<CategorySelect mode="filter" value="other" onChange={() => undefined} />);
    expect(screen.getByRole('combobox')).toHaveValue('other');
    expect(screen.getByRole('option', { name: 'Other' })).toHaveProperty('selected', true);
  });

  it('can keep its label for screen readers only', () => {
    render(
      <CategorySelect mode="filter" value="all" label="Filter by category" hideLabel onChange={() => undefined} />,
    );
    expect(screen.getByRole('combobox', { name: 'Filter by category' })).toBeInTheDocument();
    expect(screen.queryByText('Filter by category')).not.toBeInTheDocument();
  });

  it('offers a placeholder when asked', () => {
    render(<CategorySelect mode="filter" value="" placeholder="Select a category" onChange={() => undefined} />);
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(optionLabels(screen.getByRole('combobox'))[0]).toBe('Select a category');
  });
});
