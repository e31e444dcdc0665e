// @vitest-environment jsdom
import { createPocketBaseClient, DataProvider } from '@partilha/data';
import { userSchema } from '@partilha/domain';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OwnerCard } from './OwnerCard';

function renderWithData(children: ReactNode) {
  return render(
    <DataProvider client={createPocketBaseClient('http://files.test')}>
      <MemoryRouter>{children}</MemoryRouter>
    </DataProvider>,
  );
}

const OWNER = userSchema.parse({
  id: 'owner12345',
  displayName: 'Marta Ferreira',
  avatar: 'face_abc.png',
  verifiedProvider: true,
  ratingAsProvider: 4.5,
  reviewsAsProvider: 12,
});

describe('OwnerCard', () => {
  it("links the owner's name to their profile, with their rating, photo and verified mark", () => {
    renderWithData(<OwnerCard owner={OWNER} />);
    const card = screen.getByRole('region', { name: 'Owner' });
    expect(screen.getByRole('link', { name: 'Marta Ferreira' })).toHaveAttribute('href', '/profile/owner12345');
    expect(card).toHaveTextContent('4.5 (12 reviews)');
    expect(card).toHaveTextContent('Verified Provider');
    expect(card.querySelector('img')?.getAttribute('src')).toBe(
      'http://files.test/api/files/users/owner12345/face_abc.png?thumb=100x100',
    );
  });

  it('shows no verified mark for an owner who is not verified', () => {
    renderWithData(<OwnerCard owner={{ ...OWNER, verifiedProvider: false }} />);
    expect(screen.getByRole('region', { name: 'Owner' })).not.toHaveTextContent('Verified Provider');
  });

  it('says when the owner cannot be shown', () => {
    renderWithData(<OwnerCard owner={null} />);
    expect(screen.getByRole('region', { name: 'Owner' })).toHaveTextContent('Owner information not available');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
