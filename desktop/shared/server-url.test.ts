import { describe, expect, it } from 'vitest';
import { normaliseServerUrl } from './server-url';

describe('normaliseServerUrl', () => {
  it.each([
    ['http://127.0.0.1:8090', 'http://127.0.0.1:8090'],
    ['  http://127.0.0.1:8090/  ', 'http://127.0.0.1:8090'],
    ['http://localhost:8090', 'http://localhost:8090'],
    ['http://[::1]:8090/', 'http://[::1]:8090'],
    ['https://Partilha.Example:443', 'https://partilha.example'],
    ['https://partilha.example/pb///', 'https://partilha.example/pb'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseServerUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each([
    '',
    'partilha.example',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://partilha.example',
    'app://console/',
    'http://partilha.example', // plain http to another computer
    'http://192.168.1.20:8090',
    'https://user:pass@partilha.example',
    'https://partilha.example/?next=evil',
    'https://partilha.example/#x',
    `https://${'a'.repeat(3000)}.example`,
  ])('refuses %s with a message', (input) => {
    const result = normaliseServerUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10);
  });
});
