// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from './HeaderSearch';

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderSearch(start = '/home', onSearched = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[start]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <HeaderSearch id="header-search" landmarkLabel="Search listings" onSearched={onSearched} />
              <HeaderSearch
                id="landing-search"
                label="Search services and equipment"
                landmarkLabel="Search services and equipment"
                size="large"
              />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return onSearched;
}

describe('HeaderSearch', () => {
  it('is a named search landmark of its own, so several boxes on one page stay apart', () => {
    renderSearch();
    expect(screen.getAllByRole('search').map((form) => form.getAttribute('aria-label'))).toEqual([
      'Search listings',
      'Search services and equipment',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search listings' })).toHaveAttribute(
      'placeholder',
      'Search for anything...',
    );
    expect(screen.getByRole('searchbox', { name: 'Search services and equipment' })).toBeInTheDocument();
  });

  it('goes to /search?search={text} on Enter, and tells the menu to close', async () => {
    const onSearched = renderSearch();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'garden shears{Enter}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/search?search=garden%20shears');
    expect(onSearched).toHaveBeenCalledTimes(1);
  });

  it('is prefilled from the search parameter', () => {
    renderSearch('/search?search=drill');
    expect(screen.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('drill');
  });
});
