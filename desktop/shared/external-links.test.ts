import { describe, expect, it } from 'vitest';
import { allowedExternalOrigins, isAllowedExternalUrl } from './external-links';

describe('external links', () => {
  it('allow https origins of the server and the website only', () => {
    expect(allowedExternalOrigins('https://partilha.example/pb', 'https://www.partilha.example/')).toEqual([
      'https://partilha.example',
      'https://www.partilha.example',
    ]);
    expect(allowedExternalOrigins('http://127.0.0.1:8090', undefined)).toEqual([]);
    expect(allowedExternalOrigins('not a url', 'also not')).toEqual([]);
  });

  it('accept https URLs on an allowed origin and nothing else', () => {
    const allowed = ['https://partilha.example'];
    expect(isAllowedExternalUrl('https://partilha.example/listings/1?x=1#top', allowed)).toBe(true);
    for (const url of [
      'http://partilha.example/',
      'https://partilha.example:8443/',
      'https://evil.example/',
      'https://partilha.example@evil.example/',
      'https://user@partilha.example/',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,x',
      `https://partilha.example/${'a'.repeat(5000)}`,
    ]) {
      expect(isAllowedExternalUrl(url, allowed), url).toBe(false);
    }
  });
});
