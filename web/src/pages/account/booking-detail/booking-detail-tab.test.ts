import { describe, expect, it } from 'vitest';
import { bookingTabOf } from './booking-detail-tab';

describe('bookingTabOf', () => {
  it('opens Messages for ?tab=messages and for #messages', () => {
    expect(bookingTabOf('messages')).toBe('messages');
    expect(bookingTabOf(null, '#messages')).toBe('messages');
  });

  it('opens Details otherwise, and the query wins over the hash', () => {
    expect(bookingTabOf(null)).toBe('details');
    expect(bookingTabOf('details', '#messages')).toBe('details');
    expect(bookingTabOf('chat')).toBe('details');
    expect(bookingTabOf(undefined, '#reviews')).toBe('details');
  });
});
