import { describe, expect, it } from 'vitest';
import { listingBackTarget, wrongTypeRedirect } from './listing-detail-navigation';

describe('listingBackTarget', () => {
  it('takes the owner back to My Listings and anyone else to the start', () => {
    expect(listingBackTarget(true)).toBe('/account/listings');
    expect(listingBackTarget(false)).toBe('/');
  });
});

describe('wrongTypeRedirect', () => {
  const service = { id: 'svc123', type: 'service' as const };
  const equipment = { id: 'eq456', type: 'equipment' as const };

  it('leaves a listing opened under its own type where it is', () => {
    expect(wrongTypeRedirect('marketplace', '/marketplace/services/svc123', service)).toBeNull();
    expect(wrongTypeRedirect('marketplace', '/marketplace/equipment/eq456', equipment)).toBeNull();
  });

  it('sends a listing opened under the other type to its own path', () => {
    expect(wrongTypeRedirect('marketplace', '/marketplace/equipment/svc123', service)).toBe(
      '/marketplace/services/svc123',
    );
    expect(wrongTypeRedirect('marketplace', '/marketplace/services/eq456', equipment)).toBe(
      '/marketplace/equipment/eq456',
    );
  });

  it('never redirects the account and /listings routes, which do not name a type', () => {
    expect(wrongTypeRedirect('account', '/account/listings/svc123', service)).toBeNull();
    expect(wrongTypeRedirect('listing', '/listings/eq456', equipment)).toBeNull();
  });
});
