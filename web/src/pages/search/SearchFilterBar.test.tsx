// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SearchFilterBar } from './SearchFilterBar';
import { useUrlSearchFilter } from './use-url-search-filter';

function Harness() {
  const [filter, setFilter] = useUrlSearchFilter();
  const location = useLocation();
  return (
    <>
      <SearchFilterBar filter={filter} onChange={setFilter} />
      <output aria-label="address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;
const chips = () =>
  within(screen.queryByRole('group', { name: 'Active filters' }) ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('the search filters in the URL', () => {
  it('shows the filters of the URL in the selects and as chips', () => {
    renderAt('/search?search=drill&category=power-tools&priceRange=25-50');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('power-tools');
    expect(screen.getByRole('combobox', { name: 'Price range' })).toHaveValue('25-50');
    expect(chips()).toEqual(['Equipment', '"drill"', 'Power Tools', '€25 - €50']);
  });

  it('choosing a category writes its type too, and keeps the search text', async () => {
    renderAt('/search?search=drill');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Pet Care');
    expect(address()).toBe('/search?type=service&search=drill&category=pet-care');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All Equipment');
    expect(address()).toBe('/search?type=equipment&search=drill');
    expect(chips()).toEqual(['Equipment', '"drill"']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All Categories');
    expect(address()).toBe('/search?search=drill');
  });

  it('offers the five price bands in euros and writes the chosen one', async () => {
    renderAt('/marketplace/search');
    const price = screen.getByRole('combobox', { name: 'Price range' });
    expect(
      within(price)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any price', '€0 - €25', '€25 - €50', '€50 - €100', '€100 - €200', '€200+']);
    await userEvent.selectOptions(price, '€0 - €25');
    expect(address()).toBe('/marketplace/search?priceRange=0-25');
    await userEvent.selectOptions(price, 'Any price');
    expect(address()).toBe('/marketplace/search');
  });

  it('removes a chip from the URL', async () => {
    renderAt('/search?type=equipment&search=drill&category=power-tools&priceRange=200%2B');
    await userEvent.click(screen.getByRole('button', { name: 'Remove category filter: Power Tools' }));
    expect(address()).toBe('/search?type=equipment&search=drill&priceRange=200%2B');
    await userEvent.click(screen.getByRole('button', { name: 'Remove price filter: €200+' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove search filter: "drill"' }));
    expect(address()).toBe('/search?type=equipment');
    await userEvent.click(screen.getByRole('button', { name: 'Remove type filter: Equipment' }));
    expect(address()).toBe('/search');
    expect(screen.queryByRole('group', { name: 'Active filters' })).not.toBeInTheDocument();
  });
});
