import { describe, expect, it } from 'vitest';
import { formTokenMaxAgeMs, formTokenMinAgeMs } from '../../contract/submissions';
import { checkFormToken, signFormToken } from './form-token';

const secret = 'test-secret-for-form-tokens';
const issuedAt = Date.UTC(2026, 0, 5, 9, 0, 0);

describe('form tokens', () => {
  it('accepts its own token once the minimum age has passed, and says how old it is', () => {
    const token = signFormToken(secret, issuedAt);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(checkFormToken(token, secret, issuedAt + formTokenMinAgeMs)).toEqual({
      kind: 'valid',
      ageMs: formTokenMinAgeMs,
    });
  });

  it('calls a token too fresh before the minimum age, and expired after a day', () => {
    const token = signFormToken(secret, issuedAt);
    expect(checkFormToken(token, secret, issuedAt + formTokenMinAgeMs - 1)).toMatchObject({ kind: 'too-fresh' });
    // Clocks of two instances a little apart: a token from "the future" is not trusted either.
    expect(checkFormToken(token, secret, issuedAt - 500)).toMatchObject({ kind: 'too-fresh', ageMs: -500 });
    expect(checkFormToken(token, secret, issuedAt + formTokenMaxAgeMs + 1)).toMatchObject({ kind: 'expired' });
  });

  it('tells a missing token from a forged one', () => {
    expect(checkFormToken(undefined, secret, issuedAt)).toEqual({ kind: 'missing' });
    expect(checkFormToken('  ', secret, issuedAt)).toEqual({ kind: 'missing' });
    const [, mac] = signFormToken(secret, issuedAt).split('.');
    const forgeries = [
      // An earlier time with the signature of a later one: the classic attempt to skip the wait.
      `${issuedAt - 60_000}.${mac}`,
      signFormToken('another-secret', issuedAt - 60_000),
      `${issuedAt - 60_000}`,
      'not a token',
      `${issuedAt}.${'A'.repeat(43)}`,
      `${issuedAt}.${mac}x`,
    ];
    for (const forged of forgeries) {
      expect(checkFormToken(forged, secret, issuedAt + 10_000), forged).toEqual({ kind: 'forged' });
    }
  });
});
