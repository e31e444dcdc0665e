import { CONSOLE_SERVER_URL_TEXTS_EN, inLanguage, translateText } from '@partilha/domain';
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

describe('the server address refusals in the catalogue', () => {
  it('are the words normaliseServerUrl writes, so the sign-in screen can show them in Portuguese', () => {
    const refusals = [
      '',
      'not a url',
      'ftp://example.org',
      'http://example.org',
      'https://ana:secret@example.org',
      'https://example.org/?q=1',
    ].map((input) => {
      const result = normaliseServerUrl(input);
      return result.ok ? '' : result.message;
    });
    expect(refusals).toEqual(Object.values(CONSOLE_SERVER_URL_TEXTS_EN));
    expect(inLanguage('pt-PT', () => translateText(refusals[3] ?? ''))).toMatch(/^Usa https:\/\//);
  });
});
