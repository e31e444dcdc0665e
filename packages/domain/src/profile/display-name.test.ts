import { describe, expect, it } from 'vitest';
import { avatarInitial, displayNameOf } from './display-name';

describe('display names', () => {
  it('prefers the display name, then the full name, then the context fallback', () => {
    expect(displayNameOf({ displayName: ' Ana ' })).toBe('Ana');
    expect(displayNameOf({ displayName: '', firstName: 'Ana', lastName: 'Silva' })).toBe('Ana Silva');
    expect(displayNameOf(null)).toBe('Anonymous');
    expect(displayNameOf({}, 'owner')).toBe('Owner');
    expect(displayNameOf(undefined, 'renter')).toBe('Renter');
    expect(displayNameOf({ displayName: '  ' }, 'someone')).toBe('Someone');
  });

  it('takes the first letter for the avatar', () => {
    expect(avatarInitial('ana')).toBe('A');
    expect(avatarInitial('  Élia')).toBe('É');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
  });
});
