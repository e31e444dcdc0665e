import { describe, expect, it, vi } from 'vitest';
import { notifyOpenerOfBooking, partnerOrigin } from './notify-opener';

function windowWith(search: string, opener: { postMessage: ReturnType<typeof vi.fn> } | null): Window {
  return { location: { search }, opener } as unknown as Window;
}

describe('telling a partner page about a booking request', () => {
  it('accepts only a bare http(s) origin as the partner', () => {
    expect(partnerOrigin('?partilha-opener=https%3A%2F%2Fshop.example')).toBe('https://shop.example');
    expect(partnerOrigin('?partilha-opener=http%3A%2F%2F127.0.0.1%3A5000')).toBe('http://127.0.0.1:5000');
    expect(partnerOrigin('?partilha-opener=https%3A%2F%2Fshop.example%2Fpath')).toBeNull();
    expect(partnerOrigin('?partilha-opener=javascript%3Aalert(1)')).toBeNull();
    expect(partnerOrigin('?partilha-opener=*')).toBeNull();
    expect(partnerOrigin('?other=1')).toBeNull();
  });

  it('posts to the opener, addressed to the partner origin only', () => {
    const opener = { postMessage: vi.fn() };
    expect(notifyOpenerOfBooking('abc', windowWith('?partilha-opener=https%3A%2F%2Fshop.example', opener))).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'partilha:booking-requested', version: 1, listingId: 'abc' },
      'https://shop.example',
    );
  });

  it('does nothing without an opener or a partner origin, and never throws', () => {
    const opener = { postMessage: vi.fn() };
    expect(notifyOpenerOfBooking('abc', windowWith('', opener))).toBe(false);
    expect(notifyOpenerOfBooking('abc', windowWith('?partilha-opener=https%3A%2F%2Fshop.example', null))).toBe(false);
    const closed = {
      postMessage: vi.fn(() => {
        throw new Error('closed');
      }),
    };
    expect(notifyOpenerOfBooking('abc', windowWith('?partilha-opener=https%3A%2F%2Fshop.example', closed))).toBe(false);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });
});
