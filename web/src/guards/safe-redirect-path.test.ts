import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath } from './safe-redirect-path';

describe('isSafeRedirectPath', () => {
  it('accepts paths on this site, with their query and fragment', () => {
    for (const path of [
      '/',
      '/search?search=drill',
      '/search?search=drill&category=power-tools&priceRange=0-25',
      '/marketplace/equipment/abc123def456ghi',
      '/profile/u1#reviews',
      '/account/bookings?tab=renter',
    ]) {
      expect(isSafeRedirectPath(path), path).toBe(true);
    }
  });

  it('refuses other sites, however they are spelled', () => {
    for (const target of [
      '//evil.example',
      '//evil.example/search?search=drill',
      'https://evil.example',
      'http://evil.example/account',
      'HTTPS://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      'evil.example',
      'search?search=drill',
      '',
    ]) {
      expect(isSafeRedirectPath(target), JSON.stringify(target)).toBe(false);
    }
  });

  it('refuses the sign-in pages, which would only lead back to sign-in', () => {
    for (const path of ['/auth/login', '/auth/signup?x=1', '/auth/verify-email', '/auth']) {
      expect(isSafeRedirectPath(path), path).toBe(false);
    }
    expect(isSafeRedirectPath('/authors')).toBe(true);
  });
});
