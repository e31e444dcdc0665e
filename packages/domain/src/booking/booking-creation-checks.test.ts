import { describe, expect, it } from 'vitest';
import { checkBookingCreationFields } from './booking-creation-checks';

const complete = {
  listingId: 'l1',
  renterId: 'r1',
  ownerId: 'o1',
  startDate: '2026-05-01',
  endDate: '2026-05-02',
  totalPrice: 80,
};

describe('booking creation checks', () => {
  it('passes a complete request', () => {
    expect(checkBookingCreationFields(complete)).toBeNull();
  });

  it('names the first missing field in the spec order', () => {
    expect(checkBookingCreationFields({})).toBe('listingId is required');
    expect(checkBookingCreationFields({ ...complete, renterId: '' })).toBe('renterId is required');
    expect(checkBookingCreationFields({ ...complete, ownerId: null })).toBe('ownerId is required');
    expect(checkBookingCreationFields({ ...complete, startDate: undefined })).toBe('startDate is required');
    expect(checkBookingCreationFields({ ...complete, endDate: '  ' })).toBe('endDate is required');
  });

  it('counts a zero total price as missing', () => {
    expect(checkBookingCreationFields({ ...complete, totalPrice: 0 })).toBe('totalPrice is required');
    expect(checkBookingCreationFields({ ...complete, totalPrice: Number.NaN })).toBe('totalPrice is required');
    expect(checkBookingCreationFields({ ...complete, totalPrice: 0.01 })).toBeNull();
  });
});
