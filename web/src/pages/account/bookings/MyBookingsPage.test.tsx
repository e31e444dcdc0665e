// @vitest-environment jsdom
import { createPocketBaseClient, DataProvider } from '@partilha/data';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MyBookingsPage } from './MyBookingsPage';

describe('MyBookingsPage', () => {
  it('asks a visitor without a session to sign in, and names the page', async () => {
    render(
      <DataProvider client={createPocketBaseClient('http://server.test')}>
        <MemoryRouter initialEntries={['/account/bookings']}>
          <MyBookingsPage />
        </MemoryRouter>
      </DataProvider>,
    );
    expect(await screen.findByText('Please log in to view your bookings.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    // The route table is a chunk of its own (use-document-title.ts): the title follows it.
    await waitFor(() => expect(document.title).toBe('My Bookings · Partilha'));
  });
});
