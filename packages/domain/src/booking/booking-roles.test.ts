import { describe, expect, it } from 'vitest';
import { otherParty, permissionDeniedMessage, resolveBookingRole } from './booking-roles';

describe('booking roles', () => {
  const booking = { owner: 'owner1', renter: 'renter1' };

  it('resolves the role from the booking, never from what the caller claims', () => {
    expect(resolveBookingRole(booking, 'owner1')).toBe('owner');
    expect(resolveBookingRole(booking, 'renter1')).toBe('renter');
    expect(resolveBookingRole(booking, 'someone')).toBeNull();
    expect(resolveBookingRole(booking, '')).toBeNull();
    expect(resolveBookingRole(booking, undefined)).toBeNull();
  });

  it('names the other party and words the permission error', () => {
    expect(otherParty('owner')).toBe('renter');
    expect(otherParty('renter')).toBe('owner');
    expect(permissionDeniedMessage('update booking details', 'guest')).toBe(
      'Permission denied: Only the owner or renter can update booking details. Your role: guest',
    );
  });
});
