// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findUnbackedClaims } from '../static/unbacked-claims';
import { LandingPage } from './LandingPage';

function renderLanding() {
  return render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

const region = (name: string) => screen.getByRole('region', { name });

describe('LandingPage (spec 000 §2 Home, logged out)', () => {
  it('has the hero with Create Account and Sign In', () => {
    renderLanding();
    const hero = region('Share skills and equipment with your neighbours');
    expect(within(hero).getByRole('button', { name: 'Create Account' })).toHaveAttribute('href', '/auth/signup');
    expect(within(hero).getByRole('button', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
  });

  it('has How it works, What We Offer and Why Choose with the spec steps, reasons and links', () => {
    renderLanding();
    const titles = (name: string) =>
      within(region(name))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('How it works')).toEqual(['Find', 'Book and schedule', 'Pay securely']);
    expect(titles('Why Choose Partilha')).toEqual(['Quality', 'Convenience', 'Trust and safety']);
    const offer = region('What We Offer');
    expect(within(offer).getByRole('link', { name: 'Browse Services' })).toHaveAttribute(
      'href',
      '/marketplace/services',
    );
    expect(within(offer).getByRole('link', { name: 'Browse Equipment' })).toHaveAttribute(
      'href',
      '/marketplace/equipment',
    );
  });

  it('ends with Create Account and Browse Listings', () => {
    renderLanding();
    const cta = region('Ready to start sharing?');
    expect(within(cta).getByRole('button', { name: 'Create Account' })).toHaveAttribute('href', '/auth/signup');
    expect(within(cta).getByRole('button', { name: 'Browse Listings' })).toHaveAttribute('href', '/marketplace');
  });

  it('claims no protection Partilha does not give', () => {
    const { container } = renderLanding();
    const texts = [...container.querySelectorAll('h1, h2, h3, p')].map((el) => el.textContent ?? '');
    expect(texts.flatMap(findUnbackedClaims)).toEqual([]);
  });
});
