// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '@partilha/domain';
import { describe, expect, it } from 'vitest';
import { ProfileHeader, type ProfileHeaderProps } from './ProfileHeader';

const base: ProfileHeaderProps = {
  displayName: 'Ana Sousa',
  avatarUrl: null,
  verifiedProvider: true,
  city: 'Lisboa',
  postalCode: '1300-431',
  memberSince: 'January 2026',
  providerRating: { rating: 4.5, reviewCount: 12 },
  clientRating: { rating: 0, reviewCount: 0 },
};

/** The value shown for a labelled fact ("Location" → "Lisboa, 1300-431"). */
function fact(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

describe('ProfileHeader', () => {
  it('shows the name as the page heading, with the initial avatar and the verified badge', () => {
    const { container } = render(<ProfileHeader {...base} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Sousa' })).toBeVisible();
    expect(screen.getByText('Verified Provider')).toBeVisible();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('A');
  });

  it('shows one rating per role, "No reviews yet" where there are none', () => {
    render(<ProfileHeader {...base} />);
    expect(within(fact('As a provider')).getByText('4.5 (12 reviews)')).toBeVisible();
    expect(within(fact('As a client')).getByText('No reviews yet')).toBeVisible();
  });

  it('shows location and member-since', () => {
    render(<ProfileHeader {...base} />);
    expect(fact('Location')).toHaveTextContent('Lisboa, 1300-431');
    expect(fact('Member since')).toHaveTextContent('January 2026');
  });

  it('leaves out the badge for an unverified member and the location when unknown', () => {
    render(<ProfileHeader {...base} verifiedProvider={false} city="" postalCode="" />);
    expect(screen.queryByText('Verified Provider')).not.toBeInTheDocument();
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
  });

  it('shows the photo when there is one', () => {
    const { container } = render(<ProfileHeader {...base} avatarUrl="https://example.test/ana.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/ana.png');
  });
});

describe('ProfileHeader in Portuguese', () => {
  it('labels its facts and the verified mark in Portuguese', () => {
    inLanguage('pt-PT', () => render(<ProfileHeader {...base} />));
    expect(fact('Localização')).toHaveTextContent('Lisboa, 1300-431');
    expect(screen.getByText('Como prestador', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('Membro desde', { selector: 'dt' })).toBeVisible();
    expect(screen.getByText('Prestador verificado')).toBeVisible();
  });
});
