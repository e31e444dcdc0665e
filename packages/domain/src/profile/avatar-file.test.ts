import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, checkAvatarFile } from './avatar-file';

describe('avatar file check', () => {
  it('accepts an image under 5 MB', () => {
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES - 1 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/heic', size: 10 })).toBeNull();
  });

  it('refuses a non-image and an image of 5 MB or more', () => {
    expect(checkAvatarFile({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('Please select an image file');
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBe('Image size should be less than 5MB');
  });
});
