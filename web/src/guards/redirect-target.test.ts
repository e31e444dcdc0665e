// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentPath,
  forgetRedirectTarget,
  REDIRECT_AFTER_LOGIN_KEY,
  rememberRedirectTarget,
  takeRedirectTarget,
} from './redirect-target';

beforeEach(() => window.sessionStorage.clear());

describe('the post-login redirect target', () => {
  it('returns the saved page with its query once, then the fallback', () => {
    rememberRedirectTarget(currentPath({ pathname: '/search', search: '?search=drill', hash: '' }));
    expect(takeRedirectTarget('/')).toBe('/search?search=drill');
    expect(takeRedirectTarget('/')).toBe('/');
  });

  it('does not save a target on another site or a sign-in page', () => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example', '/auth/login']) {
      rememberRedirectTarget(target);
      expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    }
  });

  it('keeps the last good target when a bad one is offered after it', () => {
    rememberRedirectTarget('/marketplace/services/abc');
    rememberRedirectTarget('//evil.example');
    expect(takeRedirectTarget('/')).toBe('/marketplace/services/abc');
  });

  it('ignores and clears a target written into storage by other means', () => {
    for (const target of ['//evil.example', 'https://evil.example/account']) {
      window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, target);
      expect(takeRedirectTarget('/account')).toBe('/account');
      expect(window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
    }
  });

  it('is forgotten on sign-out', () => {
    rememberRedirectTarget('/profile/u1');
    forgetRedirectTarget();
    expect(takeRedirectTarget('/')).toBe('/');
  });
});
