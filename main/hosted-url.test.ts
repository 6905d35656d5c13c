import { describe, expect, it } from 'vitest';
import { originOf, parseHostedUrl } from './hosted-url';

describe('parseHostedUrl', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['  https://api.example.com/  ', 'https://api.example.com'],
    ['http://localhost:5000', 'http://localhost:5000'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['HTTPS://API.Example.com/v1/', 'https://api.example.com/v1'],
  ])('accepts %j as %s', (input, expected) => {
    expect(parseHostedUrl(input)).toEqual({ ok: true, url: expected });
  });

  it.each([
    'ftp://files.example.com',
    'http://10.0.0.5:8080',
    'http://api.example.com',
    'http://localhost.evil.example',
    'http://127.0.0.1.evil.example',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://site/',
    'example.com',
    '',
    'https://user:secret@api.example.com',
    'https://api.example.com/?redirect=evil',
    'https://api.example.com/#x',
    `https://example.com/${'a'.repeat(2100)}`,
    42,
    undefined,
  ])('refuses %j', (input) => {
    const result = parseHostedUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).not.toBe('');
  });
});

describe('originOf', () => {
  it('keeps scheme, host and port, not the path', () => {
    expect(originOf('https://api.example.com:8443/v1')).toBe('https://api.example.com:8443');
  });
});
