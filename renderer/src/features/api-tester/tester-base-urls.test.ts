import { describe, expect, it } from 'vitest';
import { baseUrlsStorageKey, defaultBaseUrl, parseBaseUrl, readBaseUrls, writeBaseUrl } from './tester-base-urls';

describe('tester base URLs', () => {
  it('accepts http(s) URLs only, without a trailing slash, query or fragment', () => {
    expect(parseBaseUrl(' https://api.example.com/ ')).toEqual({ ok: true, url: 'https://api.example.com' });
    expect(parseBaseUrl('http://127.0.0.1:9/backend/?x=1#y')).toEqual({ ok: true, url: 'http://127.0.0.1:9/backend' });
    expect(parseBaseUrl('ftp://example.com')).toEqual({ ok: false, error: 'Enter an http:// or https:// URL' });
    expect(parseBaseUrl('javascript:alert(1)')).toMatchObject({ ok: false });
    expect(parseBaseUrl('localhost:5000')).toMatchObject({ ok: false });
    expect(parseBaseUrl('')).toMatchObject({ ok: false });
  });

  it('saves per tab in localStorage and drops invalid stored entries', () => {
    writeBaseUrl(window.localStorage, 'hosted', 'https://api.example.com');
    expect(readBaseUrls(window.localStorage)).toEqual({ hosted: 'https://api.example.com' });
    writeBaseUrl(window.localStorage, 'local', 'http://localhost:5000');
    expect(writeBaseUrl(window.localStorage, 'hosted', undefined)).toEqual({ local: 'http://localhost:5000' });

    window.localStorage.setItem(
      baseUrlsStorageKey,
      JSON.stringify({ local: 'file:///etc', hosted: 'https://ok.example' }),
    );
    expect(readBaseUrls(window.localStorage)).toEqual({ hosted: 'https://ok.example' });
    window.localStorage.setItem(baseUrlsStorageKey, 'not json');
    expect(readBaseUrls(window.localStorage)).toEqual({});
  });

  it("defaults to the page's origin, or the runtime config's API prefix", () => {
    expect(defaultBaseUrl('', 'http://localhost:5000/api-test')).toBe('http://localhost:5000');
    expect(defaultBaseUrl('https://api.example.com/', 'http://localhost:5000/api-test')).toBe(
      'https://api.example.com',
    );
    expect(defaultBaseUrl('/backend', 'http://localhost:5000/api-test')).toBe('http://localhost:5000/backend');
  });
});
