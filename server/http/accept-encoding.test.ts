import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './accept-encoding';

const all = { identity: 1, gzip: 1, br: 1 };

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(preferredEncoding('gzip, deflate, br', all)).toBe('br');
    expect(preferredEncoding('gzip', all)).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5', all)).toBe('gzip');
  });

  it('answers identity when nothing acceptable is available', () => {
    expect(preferredEncoding(undefined, all)).toBe('identity');
    expect(preferredEncoding('deflate', all)).toBe('identity');
    expect(preferredEncoding('gzip, br', { identity: 1 })).toBe('identity');
    expect(preferredEncoding('*;q=0', all)).toBe('identity');
  });

  it('counts a wildcard for encodings the client did not name', () => {
    expect(preferredEncoding('*', all)).toBe('br');
    expect(preferredEncoding('br;q=0, *', all)).toBe('gzip');
  });
});
