// @vitest-environment jsdom
import { createPocketBaseClient, DataProvider } from '@partilha/data';
import { listingSchema, type ListingType } from '@partilha/domain';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ListingSearch } from '../../listings/use-listing-search';
import { findUnbackedClaims } from '../static/unbacked-claims';
import { LandingPage } from './LandingPage';

function listing(n: number, type: ListingType = 'equipment') {
  return listingSchema.parse({
    id: `listing${n}`,
    owner: 'owner1',
    type,
    title: `Listing number ${n}`,
    category: type === 'service' ? 'home-repairs' : 'power-tools',
    price: 10 + n,
    city: 'Porto',
    images: n === 4 ? [] : [`photo${n}_abc.jpg`],
  });
}

function searchOf(status: ListingSearch['status'], count = 0): ListingSearch {
  const items = Array.from({ length: count }, (_, index) => ({ listing: listing(index + 1), owner: null }));
  return { status, items, hasMore: false, loadingMore: false, loadMore: () => {} };
}

// The search's answer is given: these tests are about what the page makes of it (the real route
// is exercised by tests/e2e/home-phone.spec.ts).
function renderLanding(recent: ListingSearch = searchOf('ready', 3)) {
  return render(
    <DataProvider client={createPocketBaseClient('http://files.test')}>
      <MemoryRouter>
        <LandingPage recent={recent} />
      </MemoryRouter>
    </DataProvider>,
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

  it('leads with a search box, the categories and the newest listings with their photos', () => {
    renderLanding(searchOf('ready', 9));
    const search = screen.getByRole('search', { name: 'Search services and equipment' });
    expect(within(search).getByRole('searchbox', { name: 'Search services and equipment' })).toHaveAttribute(
      'placeholder',
      'Search for anything...',
    );
    const categories = screen.getByRole('navigation', { name: 'Browse by category' });
    expect(within(categories).getAllByRole('link')).toHaveLength(24);
    for (const [name, category] of [
      ['Pet Care', 'pet-care'],
      ['DIY & Crafts', 'diy-crafts'],
    ])
      expect(within(categories).getByRole('link', { name })).toHaveAttribute('href', `/search?category=${category}`);

    const recent = region('Recent Listings');
    expect(within(recent).getByRole('link', { name: 'See all listings' })).toHaveAttribute('href', '/marketplace');
    const cards = within(within(recent).getByRole('list', { name: 'Recent Listings' })).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Listing number 1' })).toBeVisible();
    const images = [...recent.querySelectorAll('img')];
    const first = images[0] as HTMLImageElement;
    expect(first.getAttribute('src')).toBe(
      'http://files.test/api/files/listings/listing1/photo1_abc.jpg?thumb=600x450',
    );
    expect(first.getAttribute('srcset')).toContain('photo1_abc.jpg?thumb=300x300 300w');
    expect(first.getAttribute('sizes')).toBe('(max-width: 640px) 50vw, (max-width: 960px) 33vw, 300px');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(within(cards[3] as HTMLElement).getByText('No image')).toBeVisible();
  });

  it('keeps the listings’ place with skeleton cards while they load', () => {
    const { container } = renderLanding(searchOf('loading'));
    expect(within(region('Recent Listings')).getByRole('status')).toHaveTextContent('Loading listings...');
    expect(container.querySelectorAll('.partilha-listing-card-skeleton')).toHaveLength(8);
    expect(container.querySelector('.partilha-listing-card-skeleton .partilha-listing-card-owner')).toBeNull();
  });

  it('says so when there are no listings yet', () => {
    renderLanding(searchOf('ready', 0));
    expect(screen.getByRole('heading', { level: 3, name: 'No listings found' })).toBeVisible();
  });

  it('claims no protection Partilha does not give', () => {
    const { container } = renderLanding();
    const texts = [...container.querySelectorAll('h1, h2, h3, p')].map((el) => el.textContent ?? '');
    expect(texts.flatMap(findUnbackedClaims)).toEqual([]);
  });
});
